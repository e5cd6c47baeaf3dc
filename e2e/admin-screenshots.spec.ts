import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { shoot, shootAtEachWidth, VIEWPORTS } from './support/screens';

/**
 * Screenshots of the administration screens at desktop and phone widths, saved in screenshots/.
 * Each one is also checked: no page or console error, no sideways scrolling, axe clean.
 */

const CATALOGUE: Record<string, string[]> = {
  'Electrical Equipment': ['Switchgear', 'Transformers', 'Cables and Wires'],
  'Civil Works': ['Road Construction', 'Waterproofing'],
  'IT Hardware': ['Laptops', 'Network Switches', 'Servers'],
  'Office Supplies': ['Stationery', 'Furniture'],
  'Safety Equipment': ['Helmets', 'Fire Extinguishers'],
};
const OFFICERS = [
  ['Anita Rao', 'anita.rao@tenderdesk.example'],
  ['Vikram Mehta', 'vikram.mehta@tenderdesk.example'],
  ['Sunita Iyer', 'sunita.iyer@tenderdesk.example'],
];

/** Realistic rows to look at; a second run finds them already there (409) and carries on. */
async function seed(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const category of Object.keys(CATALOGUE)) {
    await request.post('/api/category/add', { data: { category }, headers });
  }
  const categories = (await (await request.get('/api/category/view')).json()) as {
    _id: string;
    category: string;
  }[];
  for (const [category, subs] of Object.entries(CATALOGUE)) {
    const id = categories.find((row) => row.category === category)?._id;
    for (const subCategory of subs) {
      await request.post('/api/subcategory/add', { data: { category: id, subCategory }, headers });
    }
  }
  for (const [username, email] of OFFICERS) {
    await request.post('/api/admin/subadmin', {
      data: { username, email, password: 'Officer#Pass1' },
      headers,
    });
  }
  const subAdmins = (await (await request.get('/api/admin/subadmins', { headers })).json()) as {
    _id: string;
    email: string;
  }[];
  const anita = subAdmins.find((row) => row.email === 'anita.rao@tenderdesk.example');
  if (anita) {
    await request.post('/api/admin/permissions', {
      data: { subAdminId: anita._id, permissions: { manageSuppliers: true, reports: true } },
      headers,
    });
  }
}

test.beforeAll(async ({ request }) => {
  await seed(request);
});

// One walk: each state is checked and photographed at desktop width, then at phone width (the page
// resized, not reloaded), so the screens are opened and the forms filled once, not once per width.
test('administration screenshots at desktop and phone widths', async ({ page }) => {
  // Every state is checked with axe as well as photographed.
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS[0]);
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/addCategory');
  await shootAtEachWidth(page, 'add-category', {}, () =>
    page.getByRole('heading', { name: 'Add Category' }).waitFor(),
  );
  await page.getByRole('button', { name: 'Add Category' }).click();
  await shootAtEachWidth(page, 'add-category-error');

  await page.goto('/listCategory');
  await shootAtEachWidth(page, 'list-category', {}, () => page.getByTestId('category-row').first().waitFor());
  await page.getByTestId('category-row').first().getByRole('button', { name: 'Edit' }).click();
  await shootAtEachWidth(page, 'list-category-editing');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('category-row').first().getByRole('button', { name: 'Delete' }).click();
  await shootAtEachWidth(page, 'list-category-confirm', {}, () => page.getByRole('dialog').waitFor());
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByPlaceholder('Search categories').fill('zzz no such category');
  await shootAtEachWidth(page, 'list-category-no-match');

  // The first-run state, with the list call answering no rows.
  await page.route('**/api/category/view', (route) => route.fulfill({ json: [] }));
  await page.goto('/listCategory');
  await shootAtEachWidth(page, 'list-category-empty', {}, () => page.getByTestId('list-empty').waitFor());
  await page.unroute('**/api/category/view');

  await page.goto('/addSubCategory');
  await shootAtEachWidth(page, 'add-sub-category', {}, () =>
    page.getByRole('heading', { name: 'Add Sub Category' }).waitFor(),
  );

  await page.goto('/listsubCategory');
  await shootAtEachWidth(page, 'list-sub-category', {}, () =>
    page.getByTestId('sub-category-row').first().waitFor(),
  );
  await page.getByTestId('sub-category-row').first().getByRole('button', { name: 'Edit' }).click();
  await shootAtEachWidth(page, 'list-sub-category-editing');

  await page.goto('/addSubadmin');
  await shootAtEachWidth(page, 'add-subadmin', {}, () =>
    page.getByRole('heading', { name: 'Add Sub Admin' }).waitFor(),
  );

  await page.goto('/listSubadmin');
  await shootAtEachWidth(page, 'list-subadmin', {}, () => page.getByTestId('subadmin-row').first().waitFor());
  await page.getByTestId('subadmin-row').first().getByRole('button', { name: 'Edit' }).click();
  await shootAtEachWidth(page, 'list-subadmin-editing');

  await page.goto('/role');
  await shootAtEachWidth(page, 'role', {}, () => page.getByTestId('role-row').first().waitFor());
  // Tick and untick a box, so the success banner is captured and the data stays as seeded. The
  // banner shows for two seconds only: each width ticks and unticks the box itself.
  const box = page.getByRole('checkbox', { name: 'Purchase Orders for Sunita Iyer' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await box.click();
    await page.getByTestId('banner-success').waitFor();
    await shoot(page, 'role-saved', viewport.name);
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await page.goto('/profile');
  await shootAtEachWidth(page, 'profile', {}, () => page.getByLabel('Username').waitFor());

  await page.goto('/changePassword');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Something#1');
  await page.getByLabel('Confirm new password').fill('Something#2');
  await shootAtEachWidth(page, 'change-password');
});
