import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { sliderApi, type Slider, type SliderStatusUpdateBody } from '../../contract/slider';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { moveOnly, moveRow, type Placed } from '../common/DisplayOrder';
import { pagedList } from '../../dataProvider/crud';

export type SliderRecord = Placed<Slider & { id: string }>;
/** What the slider dialogs hold: caption, the active switch and, when chosen, a picture. */
type SliderInput = { title?: string; isActived?: boolean; image?: File | null };

const body = (input: SliderInput) => formData({ title: input.title, isActived: input.isActived ?? true, image: input.image });

/** Every slide, active or not, in the home page's order: what a move reorders. */
async function listSlides(): Promise<SliderRecord[]> {
  const { data } = await callApi(sliderApi.list);
  return data.result.map(withId);
}

export const sliderCalls: ResourceCalls<SliderRecord> = {
  /**
   * The slides a page at a time, active or not (the home page asks only for the active ones), searched,
   * sorted and filtered by Active on the server; in the home page's order unless sorted otherwise.
   */
  list: (params) => pagedList(sliderApi.list, params, ['title'], ['isActived']),
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
    const { data } = await callApi(sliderApi.update, { params: { id }, body: withVersion(body(input as SliderInput), input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(sliderApi.delete, { params: { id } });
  },
  searchFields: ['title'],
};
