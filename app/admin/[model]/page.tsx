import { Suspense } from "react";
import { listOverrides } from "@/components/form/overrides";
import { ModelList } from "@/components/table/ModelList";
import { adminModel } from "@/lib/admin/pages";
import { requireAdminUser } from "@/lib/admin/session";

type Props = { params: Promise<{ model: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { model } = await params;
  return { title: model.charAt(0).toUpperCase() + model.slice(1) };
}

export default async function ModelListPage({ params, searchParams }: Props) {
  const { model: name } = await params;
  const user = await requireAdminUser(`/admin/${name}`, await searchParams);
  const model = adminModel(user, name);
  const List = listOverrides[model.name] ?? ModelList;
  return (
    <Suspense>
      <List modelName={model.name} />
    </Suspense>
  );
}
