import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HosId } from '@portal/shared';
import {
  guideCalls,
  lectureCalls,
  LECTURE_MEDIA_FIELD,
  LECTURE_MEDIA_UPLOAD_PATH,
  lectureMediaResponse,
  type ConsoleLecture,
  type GuideSectionEdit,
  type LectureDraft,
} from '@portal/shared/console';
import { buildUrl, callApi, send } from '../../lib/api.ts';

const lecturesKey = (hosId: HosId) => ['console', hosId, 'lectures'] as const;
const guideKey = (hosId: HosId) => ['console', hosId, 'guide'] as const;

export const useLectures = (hosId: HosId) =>
  useQuery({
    queryKey: lecturesKey(hosId),
    queryFn: () => callApi(lectureCalls.listConsoleLectures, { params: { hosId } }),
  });

export const useLecture = (hosId: HosId, lectureId: string | null) =>
  useQuery({
    queryKey: [...lecturesKey(hosId), lectureId],
    queryFn: () =>
      callApi(lectureCalls.getConsoleLecture, { params: { hosId, lectureId: lectureId! } }),
    enabled: lectureId !== null,
    // The editor holds a draft: a refetch in the background must not replace what is being edited.
    staleTime: Infinity,
  });

/** Every change answers the lecture as saved: it replaces the cached one, and the list is read again. */
function useLectureChange<V>(hosId: HosId, change: (v: V) => Promise<ConsoleLecture>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      client.setQueryData([...lecturesKey(hosId), saved.lectureId], saved);
      void client.invalidateQueries({ queryKey: lecturesKey(hosId), exact: true });
    },
  });
}

export const useSaveLecture = (hosId: HosId) =>
  useLectureChange(
    hosId,
    ({ lectureId, draft }: { lectureId: string | null; draft: LectureDraft }) =>
      lectureId === null
        ? callApi(lectureCalls.createLecture, { params: { hosId }, body: draft })
        : callApi(lectureCalls.saveLecture, { params: { hosId, lectureId }, body: draft }),
  );

export const useLectureStatus = (hosId: HosId) =>
  useLectureChange(hosId, ({ lectureId, publish }: { lectureId: string; publish: boolean }) =>
    callApi(publish ? lectureCalls.publishLecture : lectureCalls.unpublishLecture, {
      params: { hosId, lectureId },
    }),
  );

/** A lecture's video or poster: the path patients' browsers fetch it at. */
export async function uploadLectureMedia(
  hosId: HosId,
  use: 'video' | 'poster',
  file: Blob,
): Promise<string> {
  const form = new FormData();
  form.append(LECTURE_MEDIA_FIELD, file);
  const data = await send('POST', buildUrl(LECTURE_MEDIA_UPLOAD_PATH, { hosId }, { use }), form);
  return lectureMediaResponse.shape.data.parse(data).path;
}

export const useGuide = (hosId: HosId) =>
  useQuery({
    queryKey: guideKey(hosId),
    queryFn: () => callApi(guideCalls.getConsoleGuide, { params: { hosId } }),
    staleTime: Infinity,
  });

export const useSaveGuideSection = (hosId: HosId) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, edit }: { guideId: string; edit: GuideSectionEdit }) =>
      callApi(guideCalls.saveGuideSection, { params: { hosId, guideId }, body: edit }),
    onSuccess: () => void client.invalidateQueries({ queryKey: guideKey(hosId) }),
  });
};
