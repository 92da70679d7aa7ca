"use client";

import { useEffect, useRef, useState } from "react";
import { slugify } from "@/lib/content/slug";
import type { ContentForm } from "./use-content-form";

/**
 * A new record's slug follows its title until the author types a slug of their own (clearing it resumes
 * following). An existing record's slug never changes by itself: its URL is already out there.
 */
export function useSlugFromTitle(cf: ContentForm, isNew: boolean) {
  const { form } = cf;
  const [following, setFollowing] = useState(() => isNew && !String(form.getValues("slug") ?? ""));
  const followingRef = useRef(following);
  followingRef.current = following;

  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name !== "title" || !followingRef.current) return;
      const slug = slugify(String(values.title ?? ""));
      if (slug !== form.getValues("slug"))
        form.setValue("slug", slug, { shouldDirty: true, shouldValidate: !!form.formState.touchedFields.slug });
    });
    return () => sub.unsubscribe();
  }, [form]);

  return {
    following,
    onSlugTyped(value: string) {
      form.setValue("slug", value, { shouldDirty: true, shouldValidate: !!form.formState.errors.slug });
      setFollowing(isNew && value === "");
    },
    regenerate() {
      form.setValue("slug", slugify(String(form.getValues("title") ?? "")), { shouldDirty: true, shouldValidate: true });
      setFollowing(isNew);
    },
  };
}
