import { editorOverrides } from "@/components/form/overrides";
import { RecordEditor } from "@/components/form/RecordEditor";
import { adminModel } from "@/lib/admin/pages";
import { requireAdminUser } from "@/lib/admin/session";

type Props = { params: Promise<{ model: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { model, id } = await params;
  return { title: `${decodeURIComponent(id)} · ${model}` };
}

export default async function EditRecordPage({ params }: Props) {
  const { model: name, id } = await params;
  const user = await requireAdminUser(`/admin/${name}/${id}`);
  const model = adminModel(user, name);
  const Editor = editorOverrides[model.name] ?? RecordEditor;
  // key: a different record is a fresh editor (form state, ETag) even when the route stays mounted
  return <Editor key={id} modelName={model.name} id={decodeURIComponent(id)} />;
}
