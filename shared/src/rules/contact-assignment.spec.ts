import { chooseContactPerson, compareRotation, nextInRotation } from './contact-assignment.js';

const anna = { id: 'a', lastAssignedAt: 3000 };
const bernd = { id: 'b', lastAssignedAt: 1000 };
const carla = { id: 'c', lastAssignedAt: null };
const dora = { id: 'd', lastAssignedAt: 1000 };

describe('nextInRotation', () => {
  it('picks whoever was never assigned, then the longest without an assignment, ties by id', () => {
    expect(nextInRotation([anna, bernd, carla])).toBe('c');
    expect(nextInRotation([anna, bernd])).toBe('b');
    expect(nextInRotation([anna, dora, bernd])).toBe('b');
    expect(nextInRotation([])).toBeNull();
    expect([anna, dora, carla, bernd].sort(compareRotation).map((person) => person.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('chooseContactPerson', () => {
  const published = [anna, bernd, carla];

  it("takes the house's contact person when published", () => {
    expect(chooseContactPerson({ houseContactPersonId: 'a', defaultContactPersonId: 'b', published })).toEqual({
      rule: 'HOUSE',
      contactPersonId: 'a',
    });
  });

  it("takes the vendor's default when the house has nobody published", () => {
    for (const houseContactPersonId of [null, 'x']) {
      expect(chooseContactPerson({ houseContactPersonId, defaultContactPersonId: 'b', published })).toEqual({
        rule: 'DEFAULT',
        contactPersonId: 'b',
      });
    }
  });

  it('rotates when neither is published', () => {
    expect(chooseContactPerson({ houseContactPersonId: 'x', defaultContactPersonId: 'y', published })).toEqual({
      rule: 'ROTATION',
      contactPersonId: 'c',
    });
    expect(chooseContactPerson({ houseContactPersonId: null, defaultContactPersonId: null, published: [] })).toEqual({
      rule: 'ROTATION',
      contactPersonId: null,
    });
  });

  it('keeps the person shown in the rotation while published, never over the house or the default', () => {
    const rotation = { houseContactPersonId: null, defaultContactPersonId: null, published };
    expect(chooseContactPerson({ ...rotation, shownContactPersonId: 'a' })).toEqual({
      rule: 'ROTATION',
      contactPersonId: 'a',
    });
    expect(chooseContactPerson({ ...rotation, shownContactPersonId: 'x' }).contactPersonId).toBe('c');
    expect(chooseContactPerson({ ...rotation, defaultContactPersonId: 'b', shownContactPersonId: 'a' })).toEqual({
      rule: 'DEFAULT',
      contactPersonId: 'b',
    });
    expect(chooseContactPerson({ ...rotation, houseContactPersonId: 'b', shownContactPersonId: 'a' }).rule).toBe(
      'HOUSE',
    );
  });
});
