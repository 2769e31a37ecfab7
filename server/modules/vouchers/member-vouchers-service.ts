import type { Language } from '@/contract/envelope';
import type { VoucherGroup, VoucherGroupSale, VoucherListQuery, VoucherPage } from '@/contract/vouchers';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { pageLinks } from '../../http/page-links';
import { nowOf } from '../booking/booking-time';
import { toMoney } from '../catalogue/money';
import {
  activeGroups,
  findGroup,
  groupSaleTemplates,
  memberVoucherPage,
  publicVouchers,
  type VoucherGroupRow,
} from './voucher-repo';
import { voucherView } from './voucher-service';

/** GET /users/vouchers.json: only the token's member's vouchers; nothing in the query names an owner. */
export async function listMemberVouchers(
  ctx: ServerContext,
  user: AuthUser,
  query: VoucherListQuery,
  lang: Language,
  requestUrl: string,
): Promise<VoucherPage> {
  const now = nowOf(ctx);
  const { rows, total } = await memberVoucherPage(
    ctx.db,
    user.id,
    query.sectionType,
    query.page,
    bangkokIsoDay(now),
  );
  return {
    data: rows.map((row) => voucherView(row, lang, now)),
    links: pageLinks(requestUrl, query.page, total),
    meta: { total },
  };
}

function groupView(row: VoucherGroupRow, lang: Language): VoucherGroup {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'th' && row.nameTh ? row.nameTh : row.nameEn,
    description: lang === 'th' && row.descriptionTh ? row.descriptionTh : row.descriptionEn,
  };
}

export async function voucherIntro(ctx: ServerContext, lang: Language) {
  const now = nowOf(ctx);
  const [groups, featured] = await Promise.all([
    activeGroups(ctx.db),
    publicVouchers(ctx.db, bangkokIsoDay(now), { featuredOnly: true }),
  ]);
  return {
    groups: groups.map((g) => groupView(g, lang)),
    vouchers: featured.map((v) => voucherView(v, lang, now)),
  };
}

export async function listVoucherGroups(ctx: ServerContext, lang: Language): Promise<VoucherGroup[]> {
  return (await activeGroups(ctx.db)).map((g) => groupView(g, lang));
}

export async function voucherGroupWithVouchers(ctx: ServerContext, id: number, lang: Language) {
  const group = await findGroup(ctx.db, id);
  if (!group) throw new AppError(404, 'voucherGroupNotFound');
  const now = nowOf(ctx);
  const today = bangkokIsoDay(now);
  const [rows, templates] = await Promise.all([
    publicVouchers(ctx.db, today, { groupId: id }),
    group.priceMinor == null ? [] : groupSaleTemplates(ctx.db, id, today),
  ]);
  // On sale only while a set holds something: a sale whose vouchers have all ended sells nothing.
  const sale: VoucherGroupSale | null =
    group.priceMinor != null && group.maxPerOrder != null && group.validDays != null && templates.length > 0
      ? {
          price: toMoney(group.priceMinor, 'THB', lang),
          maxPerOrder: group.maxPerOrder,
          validDays: group.validDays,
          includes: templates.map((v) => ({ name: lang === 'th' && v.nameTh ? v.nameTh : v.nameEn })),
        }
      : null;
  return { ...groupView(group, lang), vouchers: rows.map((v) => voucherView(v, lang, now)), sale };
}
