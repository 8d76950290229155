import { Link } from 'react-router-dom';
import { useMemberSession } from '../../account/member/memberSession';
import { pricesApi, type MemberPrices, type PriceTier } from '../../contract/prices';
import type { PublicSku } from '../../contract/productSku';
import { priceTexts } from './priceTexts';
import { useResult } from '../useApi';
import { ColourActions } from '../samples/ColourActions';

export { priceTexts };

/**
 * A signed-in member's prices for a parent's colours (their tier's, or the market price when the shop
 * shows prices): one request per page, shared by every colour (useApi asks once per key), asked again on
 * each visit (revalidateOnMount) since the answer depends on who is signed in.
 */
function useMemberPrices(parentsSku: string) {
  const { isLogin } = useMemberSession();
  const { data } = useResult<MemberPrices['result']>(isLogin ? pricesApi.memberPrices : null, { body: { parentsSku } }, { revalidateOnMount: true });
  return isLogin ? data : undefined;
}

/**
 * Under a colour (a chunk of its own, loaded with the colour grid): its price per metre, naming a
 * member's tier; else "Ask for price", opening the enquiry form with the SKU. A visitor's price comes
 * from the public list, which carries it only while the shop shows prices. Then the colour's actions.
 */
export default function ColourPrice({ colour }: { colour: PublicSku }) {
  return (
    <>
      <Price colour={colour} />
      {/* Ask on LINE and Request a sample (issue 18 §4): in this chunk, so the first page carries none of it. */}
      <ColourActions colour={colour} />
    </>
  );
}

function Price({ colour }: { colour: PublicSku }) {
  const member = useMemberPrices(colour.parentsSku);
  const shown: { price: number; tier: PriceTier } | undefined = member
    ? member.prices.find((p) => p.sku === colour.sku)
    : colour.marketPrices === undefined
      ? undefined
      : { price: colour.marketPrices, tier: 'none' };
  if (!shown) {
    return (
      <Link className="sv-price" to={`/contact?sku=${encodeURIComponent(colour.sku)}#enquiry`} aria-label={priceTexts.askForPriceOf(colour.sku)}>
        {priceTexts.askForPrice}
      </Link>
    );
  }
  return (
    <span className="sv-price">
      {shown.tier !== 'none' && <>{priceTexts.tierPrice[shown.tier]}: </>}
      <strong>{priceTexts.perMetre(shown.price)}</strong>
    </span>
  );
}
