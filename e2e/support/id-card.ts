/** Test data: a valid 18-digit ID card number (GB 11643 check character) for a birth date and sex. */
export function makeIdCard(birth: string, male: boolean, area = '110105', serial = 12): string {
  const order = serial * 2 + (male ? 1 : 0);
  const body = `${area}${birth.replaceAll('-', '')}${String(order).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}
