// A PDF she uploads to an order, taken apart and written anew with pdf-lib before it is kept: what it says
// about who made it (the Info dictionary's author, creator, producer and dates; XMP metadata streams wherever
// they hang; applications' private data) is gone, and so is what would run in the buyer's reader (JavaScript,
// actions on opening, launch and form-submit links). Only what the document's root still reaches is written,
// so an older revision kept by an incremental save (its author too) does not travel along.
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from "pdf-lib";
import { HttpError } from "../platform/errors.ts";

/** Keys removed from every dictionary: metadata, and actions triggered by opening or viewing. */
const droppedKeys = ["Metadata", "PieceInfo", "AA", "OpenAction", "JavaScript"].map((key) => PDFName.of(key));
/** Link actions that run something or send something rather than go to a page or an address. */
const activeActions = new Set(["/JavaScript", "/Launch", "/SubmitForm", "/ImportData", "/Rendition"]);

const unreadable = () =>
  new HttpError(
    422,
    "This PDF could not be read: the file may be damaged. Save it again as PDF (or scan it anew) and try again.",
  );

/** The PDF's bytes without its metadata or active content; a refusal (HttpError) for one that cannot be kept. */
export async function cleanPdf(bytes: Buffer): Promise<Buffer> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError)
      throw new HttpError(
        422,
        "This PDF is protected with a password, so the buyer could not open it. Save a copy without the password and try again.",
      );
    throw unreadable();
  }
  const { context } = pdf;
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;

  const reached = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) return;
      reached.add(object.tag);
      visit(context.lookup(object));
      return;
    }
    if (object instanceof PDFStream) {
      visit(object.dict);
      return;
    }
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item);
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const key of droppedKeys) object.delete(key);
    const action = object.lookup(PDFName.of("A"));
    if (action instanceof PDFDict && activeActions.has(String(action.get(PDFName.of("S")))))
      object.delete(PDFName.of("A"));
    for (const value of object.values()) visit(value);
  };
  try {
    if (pdf.getPageCount() === 0) throw unreadable();
    visit(context.trailerInfo.Root);
    for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
    // Plain objects, not object streams: what is kept can be read as it is (the tests look for the author's name).
    return Buffer.from(
      await pdf.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }),
    );
  } catch (error) {
    // A file that parses but cannot be walked or written again (arrays nested past the stack, broken streams)
    // is refused with the damaged file's sentence rather than a server error.
    throw error instanceof HttpError ? error : unreadable();
  }
}
