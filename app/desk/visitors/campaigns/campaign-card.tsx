import { FigureList } from "#app/desk/overview/figure-list.tsx";
import { count } from "#app/desk/shared/format.ts";
import { EditAndDelete } from "#app/desk/shared/intent-button.tsx";
import { deskButton } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import type { CampaignLink } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { campaignWords } from "#domain/desk/visitors-words.ts";
import { formatMoney } from "#domain/quotations/money.ts";

const copy = campaignWords;
const percents = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

/** One campaign link: its short link and QR code to download, where it leads, and what it brought. */
export function CampaignCard({ link }: { link: CampaignLink }) {
  const mayChange = useMayCall("PUT /api/desk/campaign-links/:id");
  const won = link.wonValue.map((v) => formatMoney("en", v.minor, v.currency)).join(", ") || "–";
  const figures: [string, string][] = [
    [copy.visitors, count(link.visitors)],
    [copy.enquiries, count(link.enquiries)],
    [copy.conversion, link.conversion === null ? "–" : percents.format(link.conversion)],
    [copy.won, won],
  ];
  return (
    <article aria-labelledby={`campaign-${link.id}`} className="flex flex-col gap-4 sm:flex-row">
      <img
        src={visitorsApi.campaignQr(link.id, "svg")}
        alt={copy.qrLabel(link.name)}
        width={144}
        height={144}
        className="size-36 shrink-0 self-center rounded-lg ring-1 ring-earth-900/10 sm:self-start"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id={`campaign-${link.id}`} className="break-words font-extrabold text-forest-900 text-lg">
          {link.name}
        </h2>
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-earth-700">{copy.shortLink}</dt>
          <dd className="break-all font-mono text-forest-900">
            <bdi dir="ltr">{link.shortUrl}</bdi>
          </dd>
          <dt className="font-semibold text-earth-700">{copy.leadsTo}</dt>
          <dd className="break-words text-earth-900">
            <bdi>{link.pageLabel}</bdi> · <bdi>{link.source}</bdi> · <bdi>{link.medium}</bdi>
          </dd>
        </dl>
        <div data-testid="campaign-figures">
          <FigureList rows={figures} className="grid-cols-2 sm:grid-cols-4" />
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={visitorsApi.campaignQr(link.id, "svg")}
            download
            className={`${deskButton.outline} inline-flex items-center`}
          >
            {copy.downloadSvg}
          </a>
          <a
            href={visitorsApi.campaignQr(link.id, "png")}
            download
            className={`${deskButton.outline} inline-flex items-center`}
          >
            {copy.downloadPng}
          </a>
          {mayChange && (
            <EditAndDelete
              id={link.id}
              name={link.name}
              words={copy}
              confirm={copy.confirmDelete(link.name)}
            />
          )}
        </div>
      </div>
    </article>
  );
}
