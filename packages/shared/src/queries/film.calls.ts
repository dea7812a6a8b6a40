import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  createFilmShareBody,
  filmListQuery,
  filmShareCreatedSchema,
  filmShareRefBody,
  filmShareSchema,
  filmSharedStudySchema,
  filmStudyDetailSchema,
  filmStudyPageSchema,
  filmStudyRefQuery,
  openFilmShareBody,
} from './film.schema.ts';

/**
 * Cloud film (module cloud-film; FUNC001 where it is closed). Signed-in calls follow the reports: another
 * user's patient answers PATIENT004, another person's study or another user's share C002, like unknown ones; QUERY001
 * a bad date range. openFilmShare is public on purpose: whoever holds the link and its extraction code sees the study.
 * It answers FILM001 alike for an unknown, expired or withdrawn link, FILM002 a wrong code (with the attempts left)
 * and FILM003 once too many wrong codes locked the link. Images are files at signed addresses (see the study).
 */
export const filmCalls = {
  getFilmStudies: {
    method: 'GET',
    path: '/feature/api/film/list',
    auth: true,
    query: filmListQuery,
    response: okEnvelope(filmStudyPageSchema),
  },
  getFilmStudy: {
    method: 'GET',
    path: '/feature/api/film/info',
    auth: true,
    query: filmStudyRefQuery,
    response: okEnvelope(filmStudyDetailSchema),
  },
  createFilmShare: {
    method: 'POST',
    path: '/feature/api/film/share/create',
    auth: true,
    body: createFilmShareBody,
    response: okEnvelope(filmShareCreatedSchema),
  },
  getFilmShares: {
    method: 'GET',
    path: '/feature/api/film/share/list',
    auth: true,
    query: filmStudyRefQuery,
    response: okEnvelope(z.array(filmShareSchema)),
  },
  revokeFilmShare: {
    method: 'POST',
    path: '/feature/api/film/share/revoke',
    auth: true,
    body: filmShareRefBody,
    response: okEnvelope(z.null()),
  },
  openFilmShare: {
    method: 'POST',
    path: '/feature/api/film/share/open',
    body: openFilmShareBody,
    response: okEnvelope(filmSharedStudySchema),
  },
} as const;
