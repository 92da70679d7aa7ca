import { Suspense } from "react";
import { Trash } from "@/components/content/trash";
import { requireAdminUser } from "@/lib/admin/session";
import { canSeeTrash } from "@/lib/auth/permissions";

export const metadata = { title: "Trash" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TrashPage({ searchParams }: Props) {
  const user = await requireAdminUser("/admin/trash", await searchParams);
  if (!canSeeTrash({ id: user.id, roles: user.roles, via: "session" })) {
    return <p role="alert">Only moderators and administrators can open the trash.</p>;
  }
  return (
    <Suspense>
      <Trash />
    </Suspense>
  );
}
