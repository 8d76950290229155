import { callApi, formData } from '../../api/client';
import { sliderApi, type Slider, type SliderStatusUpdateBody } from '../../contract/slider';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { moveOnly, moveRow, placed, type Placed } from '../common/DisplayOrder';

export type SliderRecord = Placed<Slider & { id: string }>;
/** What the slider dialogs hold: caption, the active switch and, when chosen, a picture. */
type SliderInput = { title?: string; isActived?: boolean; image?: File | null };

const body = (input: SliderInput) => formData({ title: input.title, isActived: input.isActived ?? true, image: input.image });

async function listSlides(): Promise<SliderRecord[]> {
  const { data } = await callApi(sliderApi.list);
  return placed(data.result.map(withId));
}

export const sliderCalls: ResourceCalls<SliderRecord> = {
  /** Every slide, active or not (the home page asks only for the active ones), in the home page's order. */
  list: listSlides,
  create: async (input) => {
    const { data } = await callApi(sliderApi.add, { body: body(input as SliderInput) });
    return withId(data.result);
  },
  /**
   * The edit dialog sends the caption (multipart edit); the table's Active switch sends only `isActived`
   * (status call); the Order column only `position` (the reorder call).
   */
  update: async (id, input) => {
    if (moveOnly(input)) return moveRow(listSlides, (ids) => callApi(sliderApi.reorder, { body: { ids } }), id, input.position);
    if (input.title === undefined) {
      const status: SliderStatusUpdateBody = { _id: String(id), status: Boolean(input.isActived) };
      const { data } = await callApi(sliderApi.setStatus, { body: status });
      return withId(data.result);
    }
    const { data } = await callApi(sliderApi.update, { params: { id }, body: body(input as SliderInput) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(sliderApi.delete, { params: { id } });
  },
  searchFields: ['title'],
};
