import type { FilmSharedStudy, FilmStudyDetail, FilmStudySummary } from '@portal/shared';

export const filmOf = (over: Partial<FilmStudySummary> = {}): FilmStudySummary => ({
  studyId: 'F1',
  accessionNo: 'CT202611200001',
  modality: 'CT',
  bodyPart: 'Chest',
  title: 'CT chest, non-contrast',
  deptName: 'Respiratory Medicine',
  doctorName: 'Dr. Li',
  studyAt: '2026-11-20T02:30:00Z',
  seriesCount: 2,
  imageCount: 3,
  ...over,
});

export const filmStudyOf = (over: Partial<FilmStudyDetail> = {}): FilmStudyDetail => ({
  ...filmOf(),
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  findings: 'A 6 mm solid nodule in the right upper lobe.',
  impression: 'Solitary pulmonary nodule. Follow-up CT in 12 months.',
  radiologist: 'Zhou Min',
  reportedAt: '2026-11-20T04:00:00Z',
  imageUrlsExpireAt: '2026-11-24T01:15:00Z',
  series: [
    {
      seriesNo: 1,
      description: 'Axial 5 mm',
      images: [
        { imageId: 'i1', url: '/img/1.png' },
        { imageId: 'i2', url: '/img/2.png' },
      ],
    },
    { seriesNo: 2, description: 'Lung window', images: [{ imageId: 'i3', url: '/img/3.png' }] },
  ],
  ...over,
});

export const sharedStudyOf = (over: Partial<FilmSharedStudy> = {}): FilmSharedStudy => {
  const { patientId: _ignored, ...study } = filmStudyOf();
  return { ...study, patientName: 'W**********o', shareExpiresAt: '2026-11-27T01:00:00Z', ...over };
};
