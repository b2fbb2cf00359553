import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('csharp');

test('csharp :: constructors, finalizers, accessors with bodies, indexers, operators, local functions, lambdas', async () => {
  assert.equal(await methodsOf('csharp', 'csharp', 'Inventory.cs'), [
    ['Inventory.Inventory', 12, 12],
    ['Inventory.~Inventory', 14, 17],
    ['get Inventory.Count', 19, 19],
    ['get Inventory.Version', 25, 25],
    ['set Inventory.Version', 26, 29],
    ['get Inventory.this[]', 32, 32],
    ['Inventory.Add', 34, 40],
    ['Inventory.Add.Valid', 37, 37],
    ['Inventory.operator+', 42, 46],
    ['Inventory.operator bool', 48, 48],
    ['Inventory.describe', 50, 50],
    ['Inventory.IAuditor.Reset', 56, 56],
    ['Inventory.Snapshot.IsEmpty', 61, 61],
  ]);
});

test.run();
