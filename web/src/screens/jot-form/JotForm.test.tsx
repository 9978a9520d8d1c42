import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { JOT_LOCAL_KEY, JOT_LOCAL_LIST_ITEM_KEY } from './jotLocal.ts';

const viewer = { id: 'Viewer:7', databaseId: 7, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };

const containers = [
  { id: 'Container:2', name: 'Science' },
  { id: 'Container:1', name: 'Mathematics' },
];

function pendingOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    return operation;
  });
}

/** Answers the pending operation `name` with raw data (abstract `node` fields carry __typename). */
async function answer(environment: RelayMockEnvironment, name: string, data: Record<string, unknown>): Promise<OperationDescriptor> {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) => Array.from(select(label).options).map((option) => option.text);

async function renderCreate(resolvers: Record<string, unknown> = {}) {
  const rendered = renderRoute('/jot/create', { Query: () => ({ viewer, containers, ...resolvers }) });
  await rendered.resolvePending();
  await screen.findByRole('button', { name: 'Share the Jot' });
  return rendered;
}

describe('/jot/create and /jot/edit/:id', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends visitors Home', async () => {
    const { router, resolvePending } = renderRoute('/jot/create');
    await resolvePending();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Create Jot' with the fields in the spec's order; Source URL is hidden for a Story", async () => {
    await renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Jot' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['STORY', 'VIDEO', 'PDF', 'AUDIO', 'ARTICLE']);
    expect((screen.getByRole('radio', { name: /Story/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Source URL/)).toBeNull();

    const order = ['Pick Your Focus', 'Learning Pod', 'Section', 'Item', /^Jot Title\/Name/].map((label) => screen.getByLabelText(label));
    order.push(screen.getByRole('textbox', { name: 'Jot Content' }));
    order.push(screen.getByRole('button', { name: 'Choose images' }));
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText('PNG, JPG, GIF up to 10MB, at most 10 images (0 of 10 chosen)')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Video/ }));
    const url = await screen.findByLabelText(/^Source URL/);
    expect(url.getAttribute('type')).toBe('url');
    // Required for every type but a story, and marked so before anything is sent.
    expect(url.hasAttribute('required')).toBe(true);
    // After the title, before the content.
    expect(screen.getByLabelText(/^Jot Title\/Name/).compareDocumentPosition(url) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Story/ }));
    await waitFor(() => expect(screen.queryByLabelText(/^Source URL/)).toBeNull());
  });

  it('has a labelled formatting toolbar of toggle buttons', async () => {
    await renderCreate();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Inline code', 'Heading', 'Subheading', 'Quote', 'Code block', 'Bulleted list', 'Numbered list', 'Link', 'Remove link']);
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is one Tab stop: the arrows, Home and End move between its buttons, and Tab comes back to the one used last', async () => {
    await renderCreate();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    const tabStops = () => within(toolbar).getAllByRole('button').filter((element) => element.tabIndex === 0);
    expect(tabStops()).toEqual([button('Bold')]);

    button('Bold').focus();
    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Italic'));
    fireEvent.keyDown(button('Italic'), { key: 'End' });
    expect(document.activeElement).toBe(button('Remove link'));
    fireEvent.keyDown(button('Remove link'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Bold'));
    fireEvent.keyDown(button('Bold'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Remove link'));
    fireEvent.keyDown(button('Remove link'), { key: 'Home' });
    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' });
    // Tab into the toolbar again lands where the writer left it.
    expect(tabStops()).toEqual([button('Italic')]);
  });

  it('checks the list item and the 40-character rule before sending, with the server texts', async () => {
    const { environment } = await renderCreate();
    fireEvent.change(screen.getByLabelText(/^Jot Title\/Name/), { target: { value: 'A jot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share the Jot' }));
    expect((await screen.findAllByText('Please select list item to submit.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Jot content must be at least 40 characters.').length).toBeGreaterThan(0);
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'JotFormCreateMutation')).toBe(false);
    // The missing item is said where the writer has to choose next, the first level (the ones
    // below it are disabled), and that select gets focus.
    await waitFor(() => expect(document.activeElement).toBe(select('Pick Your Focus')));
    expect(select('Pick Your Focus').getAttribute('aria-invalid')).toBe('true');
    expect(select('Item').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('asks for a title, of at most 255 characters, before sending', async () => {
    const { environment } = await renderCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Share the Jot' }));
    expect((await screen.findAllByText('The name field is required.')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/^Jot Title\/Name/), { target: { value: 'x'.repeat(256) } });
    fireEvent.click(screen.getByRole('button', { name: 'Share the Jot' }));
    expect((await screen.findAllByText('The name field must not be greater than 255 characters.')).length).toBeGreaterThan(0);
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'JotFormCreateMutation')).toBe(false);
  });

  it('loads each level once the level above is chosen, sorted by name, and clears the levels below on a change', async () => {
    const { environment } = await renderCreate();
    expect(optionTexts('Pick Your Focus')).toEqual(['Select a focus', 'Mathematics', 'Science']);
    expect(select('Learning Pod').disabled).toBe(true);

    fireEvent.change(select('Pick Your Focus'), { target: { value: 'Container:1' } });
    const pods = await answer(environment, 'PodComboboxQuery', {
      container: {
        __typename: 'Container',
        id: 'Container:1',
        podChoices: {
          totalCount: 2,
          // The server sorts by name and pages: the list shows its order.
          edges: [
            { cursor: 'c1', node: { __typename: 'Pod', id: 'Pod:1', name: 'Algebra' } },
            { cursor: 'c2', node: { __typename: 'Pod', id: 'Pod:2', name: 'Geometry' } },
          ],
          pageInfo: { hasNextPage: false, endCursor: 'c2' },
        },
      },
    });
    expect(pods.request.variables).toEqual({ containerId: 'Container:1', podId: 'Container:1', hasPod: false, count: 20 });
    const podBox = await screen.findByRole('combobox', { name: 'Learning Pod' });
    fireEvent.click(podBox);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Algebra', 'Geometry']));
    expect(screen.getByText('2 pods in this focus, by name.')).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Algebra' }));
    await waitFor(() => expect((podBox as HTMLInputElement).value).toBe('Algebra'));
    await answer(environment, 'PlaceSelectsSectionsQuery', {
      node: {
        __typename: 'Pod',
        id: 'Pod:1',
        sectionOutline: [
          { depth: 0, section: { id: 'Section:1', name: 'Basics' } },
          { depth: 1, section: { id: 'Section:2', name: 'Equations' } },
        ],
      },
    });
    await waitFor(() => expect(optionTexts('Section')).toEqual(['Select a section', 'Basics', '\u00a0\u00a0\u00a0– Equations']));

    fireEvent.change(select('Section'), { target: { value: 'Section:2' } });
    await answer(environment, 'PlaceSelectsItemsQuery', {
      node: { __typename: 'Section', id: 'Section:2', listItems: [{ id: 'ListItem:2', name: 'Variables' }, { id: 'ListItem:1', name: 'Solving' }] },
    });
    await waitFor(() => expect(optionTexts('Item')).toEqual(['Select an item', 'Solving', 'Variables']));
    fireEvent.change(select('Item'), { target: { value: 'ListItem:1' } });
    expect(select('Item').value).toBe('ListItem:1');
    expect(JSON.parse(window.localStorage.getItem(JOT_LOCAL_KEY) ?? '{}')).toEqual({ containerId: 'Container:1', podId: 'Pod:1', sectionId: 'Section:2' });
    expect(window.localStorage.getItem(JOT_LOCAL_LIST_ITEM_KEY)).toBe('ListItem:1');

    // A new focus clears pod, section and item, and loads that focus's pods.
    fireEvent.change(select('Pick Your Focus'), { target: { value: 'Container:2' } });
    await waitFor(() => expect(select('Section').disabled).toBe(true));
    expect(select('Item').disabled).toBe(true);
    const sciencePods = await pendingOperation(environment, 'PodComboboxQuery');
    expect(sciencePods.request.variables).toEqual({ containerId: 'Container:2', podId: 'Container:2', hasPod: false, count: 20 });
    expect(window.localStorage.getItem(JOT_LOCAL_LIST_ITEM_KEY)).toBe('');
  });

  it('preselects the focus remembered on the device', async () => {
    window.localStorage.setItem(JOT_LOCAL_KEY, JSON.stringify({ containerId: 'Container:1', podId: 'Pod:1', sectionId: 'Section:2' }));
    window.localStorage.setItem(JOT_LOCAL_LIST_ITEM_KEY, 'ListItem:1');
    const { environment, operations } = await renderCreate();
    expect(select('Pick Your Focus').value).toBe('Container:1');
    // The remembered focus's pods load at once (answered here by the mock generator).
    await waitFor(() => {
      const started = [...operations, ...environment.mock.getAllOperations()].filter((op) => op.request.node.params.name === 'PodComboboxQuery');
      // The remembered pod is looked up by id, so its name shows wherever it sorts.
      expect(started.map((op) => op.request.variables)).toContainEqual({ containerId: 'Container:1', podId: 'Pod:1', hasPod: true, count: 20 });
    });
  });

  it('previews picked images, renumbers and removes them, and refuses other files with a clear message', async () => {
    const created: string[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      created.push((blob as File).name);
      return `blob:${(blob as File).name}`;
    };
    URL.revokeObjectURL = () => undefined;
    await renderCreate();
    const input = screen.getByTestId('image-input');
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png'), png('c.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })] } });

    const list = await screen.findByRole('list', { name: 'Selected images' });
    const previews = () => within(list).getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(previews()).toEqual(['Preview of a.png', 'Preview of b.png', 'Preview of c.png']);
    // Each order box is its own control; the "Images" label chooses files.
    const orderIds = within(list).getAllByRole('spinbutton').map((box) => box.id);
    expect(new Set(orderIds).size).toBe(3);
    expect(screen.getByText('Images', { selector: 'label' }).getAttribute('for')).toBe(input.id);
    expect(screen.getAllByText('notes.txt is not a PNG, JPG or GIF image.').length).toBeGreaterThan(0);

    const order = screen.getByLabelText('Order of c.png');
    fireEvent.change(order, { target: { value: '0' } });
    fireEvent.blur(order);
    // Not a valid number: the old one comes back.
    expect((screen.getByLabelText('Order of c.png') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('Order of c.png'), { target: { value: '1' } });
    fireEvent.keyDown(screen.getByLabelText('Order of c.png'), { key: 'Enter' });
    // Ties keep the picking order: a (1) then c (1), then b (2).
    await waitFor(() => expect(previews()).toEqual(['Preview of a.png', 'Preview of c.png', 'Preview of b.png']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() => expect(previews()).toEqual(['Preview of c.png', 'Preview of b.png']));
    expect(created).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('refuses images over 10MB before uploading', async () => {
    await renderCreate();
    const big = new File([new Uint8Array(1)], 'huge.gif', { type: 'image/gif' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [big] } });
    expect((await screen.findAllByText('huge.gif is larger than 10MB.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Selected images' })).toBeNull();
  });

  it("edits the viewer's jot: 'Update Jot', stored values, its images in order, renumbering and removal sent at once", async () => {
    const jot = {
      id: 'Jot:5',
      title: 'Balance video',
      contentType: 'VIDEO',
      contentUrl: 'https://youtu.be/abc123',
      contentHtml: '<p>Hello <strong>world</strong>, this is long enough to be a jot.</p>',
      viewerCanEdit: true,
      images: [
        { id: 'JotImage:5.2', name: 'second.png', url: '/storage/jots/2.png', orderColumn: 2 },
        { id: 'JotImage:5.1', name: 'first.png', url: '/storage/jots/1.png', orderColumn: 1 },
      ],
      listItem: { id: 'ListItem:1', section: { id: 'Section:2' }, pod: { id: 'Pod:1' }, container: { id: 'Container:1' } },
    };
    const rendered = renderRoute('/jot/edit/5', { Query: () => ({ viewer, containers, jot }) });
    await rendered.resolvePending();
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Update Jot' })).toBeTruthy();
    const query = rendered.operations.find((op) => op.request.node.params.name === 'JotFormPageQuery');
    expect(query?.request.variables).toEqual({ jotSlug: '5', isEdit: true });
    expect((screen.getByLabelText(/^Jot Title\/Name/) as HTMLInputElement).value).toBe('Balance video');
    expect((screen.getByLabelText(/^Source URL/) as HTMLInputElement).value).toBe('https://youtu.be/abc123');
    expect((screen.getByRole('radio', { name: /Video/ }) as HTMLInputElement).checked).toBe(true);
    const editor = screen.getByRole('textbox', { name: 'Jot Content' });
    expect(within(editor).getByText('world').closest('strong')).toBeTruthy();
    expect(select('Pick Your Focus').value).toBe('Container:1');

    const list = screen.getByRole('list', { name: 'Selected images' });
    expect(within(list).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Preview of first.png', 'Preview of second.png']);

    fireEvent.change(screen.getByLabelText('Order of second.png'), { target: { value: '1' } });
    fireEvent.blur(screen.getByLabelText('Order of second.png'));
    const reorder = await pendingOperation(rendered.environment, 'useStoredImagesReorderMutation');
    expect(reorder.request.variables).toEqual({ input: { imageId: 'JotImage:5.2', orderColumn: 1 } });
    // The widget waits for the answer (busy), then shows the server's order: ties by id.
    await answer(rendered.environment, 'useStoredImagesReorderMutation', {
      reorderJotImage: {
        __typename: 'ReorderJotImagePayload',
        jot: { id: 'Jot:5', images: [jot.images[1], { ...jot.images[0], orderColumn: 1 }] },
      },
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Remove first.png' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Remove first.png' }));
    const remove = await pendingOperation(rendered.environment, 'useStoredImagesRemoveMutation');
    expect(remove.request.variables).toEqual({ input: { imageId: 'JotImage:5.1' } });
  });

  it("does not offer someone else's jot for editing", async () => {
    const rendered = renderRoute('/jot/edit/9', {
      Query: () => ({ viewer, containers, jot: { id: 'Jot:9', viewerCanEdit: false, title: 'Not mine', images: [], contentHtml: '' } }),
    });
    await rendered.resolvePending();
    expect(await screen.findByText('Only the author can edit this jot.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
