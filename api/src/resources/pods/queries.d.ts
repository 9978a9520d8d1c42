import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../http/envelope.ts';
import type { Direction } from '../../http/query.ts';
export interface PodRow {
    id: number;
    container_id: number;
    name: string;
    slug: string;
    description: string;
    is_active: boolean;
    is_company: boolean;
    topic_logo_image: string | null;
    topic_profile_image: string | null;
    video: string | null;
    info: string | null;
    product: string | null;
    position: number;
    created_at: Date;
}
export declare const POD_ORDER_COLUMNS: readonly ['position', 'name', 'created_at', 'trending_score', 'id'];
export type PodOrder = (typeof POD_ORDER_COLUMNS)[number];
export interface PodFilter {
    containerId?: number | undefined;
}
export declare function podPage(db: Db, filter: PodFilter, order: {
    by: PodOrder;
    dir: Direction;
}, request: PageRequest): Promise<{
    rows: PodRow[];
    total: number;
}>;
export declare function podsByIds(db: Db, ids: readonly number[]): Promise<PodRow[]>;
/** Every visible pod of the given containers (containers?include=pods), in display order. */
export declare function podsOfContainers(db: Db, containerIds: readonly number[]): Promise<PodRow[]>;
/** The key `product` is the company pod (/pod/product), unless a pod is literally slugged so. */
export declare const COMPANY_POD_KEY = "product";
export declare function findPod(db: Db, key: string): Promise<PodRow | undefined>;
