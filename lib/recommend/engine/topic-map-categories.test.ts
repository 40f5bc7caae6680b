// OpenAlex's subfields are SJR's categories by ASJC code: the same names except where SJR qualifies them.
import { linkCategories, sjrCategoryName } from './topic-map-categories';

test('a subfield is its SJR category, under SJR’s name where the two differ', () => {
  expect(sjrCategoryName('1707', 'Computer Vision and Pattern Recognition')).toBe('Computer Vision and Pattern Recognition');
  expect(sjrCategoryName('2728', 'Neurology')).toBe('Neurology (clinical)');
  expect(sjrCategoryName('2808', 'Neurology')).toBe('Neurology');
  expect(sjrCategoryName('2200', 'General Engineering')).toBe('Engineering (miscellaneous)');
});

test('catalogue categories link to a subfield, else to the field they are the general category of, else to none', () => {
  const subfields = [
    { id: '2205', name: 'Civil and Structural Engineering', field: 'Engineering' },
    { id: '2728', name: 'Neurology', field: 'Medicine' },
    { id: '2740', name: 'Pulmonary and Respiratory Medicine', field: 'Medicine' },
  ];
  const names = ['Neurology (clinical)', 'civil and structural engineering', 'Medicine (miscellaneous)', 'Multidisciplinary'];
  const { subfieldOf, fieldOf, categoryOfSubfield, fields } = linkCategories(names, subfields);
  expect([...subfieldOf]).toEqual([1, 0, -1, -1]);
  expect(fields[fieldOf[2]]).toBe('Medicine');
  expect(fieldOf[3]).toBe(-1);
  expect([...categoryOfSubfield]).toEqual([1, 0, -1]);
});
