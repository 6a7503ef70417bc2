// A built page parsed once with a real HTML parser (htmlparser2), for its elements and their offsets, and
// edited by offset: every byte no step touches stays exactly as React Router wrote it.
import { Parser } from "htmlparser2";

export type HtmlElement = {
  /** Lower-cased, as are the attribute names; a bare attribute has the value "". */
  name: string;
  attributes: Record<string, string>;
  /** Offset of the start tag's "<". */
  start: number;
  /** Offset just past the start tag's ">". */
  startTagEnd: number;
  /** Offset of the end tag's "<"; undefined when the element has none in the source (void or implied). */
  endTagStart: number | undefined;
  /** Offset just past the element: past its end tag, or where the parser closed it. */
  end: number;
  /** The raw text of a <script> or <style> (the parser's text, entities decoded, elsewhere). */
  text: string;
};

/** Every element of the page in document order, with its offsets. */
export function parseHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const element: HtmlElement = {
        name,
        attributes,
        start: parser.startIndex,
        startTagEnd: parser.endIndex + 1,
        endTagStart: undefined,
        end: parser.endIndex + 1,
        text: "",
      };
      elements.push(element);
      open.push(element);
    },
    ontext(text) {
      const element = open.at(-1);
      if (element) element.text += text;
    },
    onclosetag(_name, isImplied) {
      const element = open.pop();
      if (!element) return;
      if (!isImplied) {
        element.endTagStart = parser.startIndex;
        element.end = parser.endIndex + 1;
      } else if (parser.startIndex > element.start) {
        // Closed by the next tag (an unclosed <p>): it ends where that tag starts.
        element.end = parser.startIndex;
      }
    },
  });
  parser.end(html);
  return elements;
}

/** The attributes of every start tag of one element name in the page, in document order. */
export function tags(html: string, name: string): Record<string, string>[] {
  return parseHtml(html)
    .filter((element) => element.name === name)
    .map((element) => element.attributes);
}

type Edit = { start: number; end: number; text: string; order: number };

/** One page: its file name (for errors), its parsed elements, and the edits the steps make to it. */
export class HtmlPage {
  readonly elements: readonly HtmlElement[];
  #edits: Edit[] = [];

  readonly name: string;
  readonly html: string;

  constructor(name: string, html: string) {
    this.name = name;
    this.html = html;
    this.elements = parseHtml(html);
  }

  /** The elements of one name that match, in document order. */
  all(name: string, match: (element: HtmlElement) => boolean = () => true): HtmlElement[] {
    return this.elements.filter((element) => element.name === name && match(element));
  }

  /** The first matching element; the step fails (names `what`) when there is none. */
  one(name: string, what: string, match: (element: HtmlElement) => boolean): HtmlElement {
    const found = this.all(name, match)[0];
    if (!found) throw new Error(`no ${what}`);
    return found;
  }

  /** The source text of the element's start tag. */
  startTag(element: HtmlElement): string {
    return this.html.slice(element.start, element.startTagEnd);
  }

  replace(start: number, end: number, text: string): void {
    this.#edits.push({ start, end, text, order: this.#edits.length });
  }

  remove(element: HtmlElement): void {
    this.replace(element.start, element.end, "");
  }

  /** Text before the end tag of the element (e.g. before "</head>"). */
  insertBeforeEndTag(element: HtmlElement, text: string): void {
    if (element.endTagStart === undefined) throw new Error(`no </${element.name}> to insert before`);
    this.replace(element.endTagStart, element.endTagStart, text);
  }

  /** The page with every edit made, by offset into the source; edits of one range are a bug and fail. */
  toString(): string {
    const edits = [...this.#edits].sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
    let result = "";
    let at = 0;
    for (const edit of edits) {
      if (edit.start < at) throw new Error(`${this.name}: two steps edit the same bytes at ${edit.start}`);
      result += this.html.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return result + this.html.slice(at);
  }
}
