/** The operator's network messages: the address guests join at and the interfaces to choose from. */
import { z } from 'zod';

export const lanAddressSchema = z.object({ interfaceName: z.string(), address: z.string() });
export type LanAddressInfo = z.infer<typeof lanAddressSchema>;

/** Operator only: the address in the QR code and the other interfaces guests could use. */
export const networkInfoSchema = z.object({
  current: lanAddressSchema,
  candidates: z.array(lanAddressSchema),
  joinUrl: z.string(),
  operatorLink: z.string(),
});
export type NetworkInfoPayload = z.infer<typeof networkInfoSchema>;

export const chooseInterfaceSchema = z.strictObject({ interfaceName: z.string().min(1).max(100) });
export type ChooseInterfacePayload = z.infer<typeof chooseInterfaceSchema>;
