import { ValidateIf } from 'class-validator';

/** The field may be left out, but not sent as null (class-validator's IsOptional lets null through). */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);

/** The field may be left out or sent as null (null clears it). */
export const Nullable = () => ValidateIf((_object, value) => value !== undefined && value !== null);
