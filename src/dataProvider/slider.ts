import { api, formData } from '../api/client';
import type { Slider, SliderStatusUpdateBody } from '../contract/slider';
import { withId, type ResourceCalls } from './types';

export type SliderRecord = Slider & { id: string };
/** What the slider dialogs hold: caption, the active switch and, when chosen, a picture. */
type SliderInput = { title?: string; isActived?: boolean; image?: File | null };

const body = (input: SliderInput) => formData({ title: input.title, isActived: input.isActived ?? true, image: input.image });
const path = (id: unknown) => encodeURIComponent(String(id));

export const sliderCalls: ResourceCalls<SliderRecord> = {
  /** Every slide, active or not (the home page asks only for the active ones). */
  list: async () => {
    const { data } = await api.get<{ result: Slider[] }>('/slider/get_slider_data_all', { auth: 'admin' });
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: Slider }>('/slider/add_new_slider', body(input as SliderInput), { auth: 'admin' });
    return withId(data.result);
  },
  /** The edit dialog sends the caption (multipart edit); the table's Active switch sends only `isActived` (status call). */
  update: async (id, input) => {
    if (input.title === undefined) {
      const status: SliderStatusUpdateBody = { _id: String(id), status: Boolean(input.isActived) };
      const { data } = await api.post<{ result: Slider }>('/slider/update_slider_status', status, { auth: 'admin' });
      return withId(data.result);
    }
    const { data } = await api.post<{ result: Slider }>(`/slider/update_slider_by_id/${path(id)}`, body(input as SliderInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/slider/delete_slider_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['title'],
};
