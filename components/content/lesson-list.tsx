"use client";

import { useMemo } from "react";
import { useAdmin } from "@/components/admin/AdminContext";
import type { ModelListProps } from "@/components/form/overrides";
import type { ListExtras, ListScope } from "@/components/table/list-extras";
import { ModelList } from "@/components/table/ModelList";
import { badge, cx } from "@/components/ui/styles";
import { isModerator } from "@/lib/auth/caller";

const CELLS: ListExtras["cells"] = {
  paid: (lesson) => (
    <span
      className={cx(
        badge,
        lesson.paid
          ? "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {lesson.paid ? "Paid" : "Free"}
    </span>
  ),
};

/**
 * listOverrides.lesson: the generated list (filters, search, sort and paging in the URL) plus a
 * "My lessons" / "All lessons" switch (`scope=` in the URL) and Paid/Free cells.
 */
export function LessonList({ modelName }: ModelListProps) {
  const { caller } = useAdmin();
  const scopes = useMemo<ListScope[]>(() => {
    const mine = { id: "mine", label: "My lessons", where: { createdBy: caller.id }, empty: "You have not written a lesson yet." };
    const all = { id: "all", label: "All lessons" };
    // Authors work on their own lessons, so they land on them first; moderators look after everyone's.
    return isModerator(caller) ? [all, mine] : [mine, all];
  }, [caller]);
  return <ModelList modelName={modelName} scopes={scopes} cells={CELLS} />;
}
