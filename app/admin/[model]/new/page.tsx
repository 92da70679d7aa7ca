import { editorOverrides } from "@/components/form/overrides";
import { RecordEditor } from "@/components/form/RecordEditor";
import { adminModel } from "@/lib/admin/pages";
import { requireAdminUser } from "@/lib/admin/session";

type Props = { params: Promise<{ model: string }> };

export async function generateMetadata({ params }: Props) {
  const { model } = await params;
  return { title: `New ${model}` };
}

export default async function NewRecordPage({ params }: Props) {
  const { model: name } = await params;
  const user = await requireAdminUser(`/admin/${name}/new`);
  const model = adminModel(user, name);
  const Editor = editorOverrides[model.name] ?? RecordEditor;
  return <Editor modelName={model.name} />;
}
