import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";
import { isAllowedImageUrl } from "@/lib/content/urls";

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An image by http(s) URL with alt text. Other sources (data:, javascript:) never become an image node. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static getType(): string {
    return "image";
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: "image", version: 1, src: this.__src, alt: this.__alt };
  }

  static importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement;
          const src = img.getAttribute("src") ?? "";
          return { node: isAllowedImageUrl(src) ? $createImageNode(src, img.getAttribute("alt") ?? "") : null };
        },
        priority: 0,
      }),
    };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__alt);
    return { element: img };
  }

  createDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = "inline-block max-w-full";
    return span;
  }

  updateDOM(): false {
    return false;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  decorate(): JSX.Element {
    // biome-ignore lint/performance/noImgElement: user-supplied external URLs, not optimisable assets
    return <img src={this.__src} alt={this.__alt} className="my-2 max-h-80 max-w-full rounded" />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(isAllowedImageUrl(src) ? src.trim() : "", alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
