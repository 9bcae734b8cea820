/** One RFC 4180 row into its fields: quotes respected, doubled quotes read as one. */
export function csvFields(row: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') (field += '"', i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (fields.push(field), field = '');
    else field += c;
  }
  fields.push(field);
  return fields;
}
