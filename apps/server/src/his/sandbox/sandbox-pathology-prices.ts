import type { Db } from '../../db/database.ts';
import type { HisPathology } from '../pathology.ts';
import type { HisPriceItem, HisPrices } from '../prices.ts';
import * as pathologyRepo from './pathology.repository.ts';
import * as pricesRepo from './prices.repository.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/** The built-in HIS's pathology results, over his_pathology. */
export function createSandboxPathology(db: Db): HisPathology {
  return {
    async list(hosId, person, query) {
      const at = periodInstants(query.period);
      const { rows, total } = await pathologyRepo.listPathologies(db, hosId, person, {
        at,
        offset: query.offset,
        limit: query.limit,
      });
      return { items: rows.map(summary), total };
    },

    async get(hosId, pathologyId) {
      const r = await pathologyRepo.findPathology(db, hosId, pathologyId);
      if (!r) return undefined;
      return {
        ...summary(r),
        person: personOf(r),
        patientName: r.patient_name,
        pathologyNo: r.pathology_no,
        receivedAt: r.received_at ? new Date(r.received_at) : null,
        grossDescription: r.gross_description,
        microscopicDescription: r.microscopic_description,
        conclusion: r.conclusion,
        markers: r.markers.map((m) => ({ name: m.name, result: m.result })),
      };
    },
  };
}

function summary(r: {
  pathology_id: string;
  reported_at: Date;
  dept_name: string;
  doctor_name: string;
  specimen: string;
  specimen_type: string;
  diagnosis: string;
}) {
  return {
    pathologyId: r.pathology_id,
    reportedAt: new Date(r.reported_at),
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    specimen: r.specimen,
    specimenType: r.specimen_type,
    diagnosis: r.diagnosis,
  };
}

/** The built-in HIS's price catalogue, over his_price_item. */
export function createSandboxPrices(db: Db): HisPrices {
  return {
    async search(hosId, query) {
      const { rows, total } = await pricesRepo.searchPrices(db, hosId, query);
      return { items: rows.map(item), total };
    },

    async get(hosId, code) {
      const r = await pricesRepo.findPrice(db, hosId, code);
      return r && { ...item(r), form: r.form, origin: r.origin, remark: r.remark };
    },
  };
}

function item(
  r: Awaited<ReturnType<typeof pricesRepo.searchPrices>>['rows'][number],
): HisPriceItem {
  return {
    code: r.code,
    name: r.name,
    nameEn: r.name_en,
    initials: r.initials,
    category: r.category,
    specification: r.specification,
    unit: r.unit,
    price: Number(r.price),
    manufacturer: r.manufacturer,
    insuranceClass: r.insurance_class,
  };
}
