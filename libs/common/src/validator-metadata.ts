// class-validator looks a class's rules up again on every validate() call, and for every nested object it
// validates (an env entry, a port): MetadataStorage.getTargetValidationMetadatas walks every class that has rules
// and filters inherited ones pairwise. Checking a catalog of 1,000 templates (about 15 nested objects each) spent
// a good part of its time there. The rules of a class do not change once its module is loaded, so each lookup is
// kept until a rule is added (a module loaded later), when all are forgotten. Same rules, same results.
import { getMetadataStorage } from 'class-validator';

const MEMOIZED = Symbol.for('svc.validatorMetadataMemo');
type Storage = ReturnType<typeof getMetadataStorage> & { [MEMOIZED]?: true };
type ValidationMetadata = ReturnType<Storage['getTargetValidationMetadatas']>[number];

/** Installs the memo on class-validator's (process-wide) metadata storage; a second call does nothing. */
export function memoizeValidatorMetadata(): void {
  const storage = getMetadataStorage() as Storage;
  if (storage[MEMOIZED]) return;
  storage[MEMOIZED] = true;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  let lookups = new Map<Function | string, Map<string, ValidationMetadata[]>>();
  let groupings = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  const forget = () => {
    lookups = new Map();
    groupings = new WeakMap();
  };
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = lookups.get(target);
    if (!byOptions) lookups.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  const group = storage.groupByPropertyName.bind(storage);
  storage.groupByPropertyName = (metadata) => {
    let grouped = groupings.get(metadata);
    if (!grouped) groupings.set(metadata, (grouped = group(metadata)));
    return grouped;
  };
  for (const name of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add = (storage[name] as (arg: unknown) => void).bind(storage);
    (storage as unknown as Record<string, (arg: unknown) => void>)[name] = (arg) => {
      forget();
      add(arg);
    };
  }
}
