/**
 * User documents (spec sections 3 and 4): GET user_document?user_guid={guid}; staff choose the user
 * by key and upload (POST file, then POST user_document, then the list reloads); expired ones marked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, Chip, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { USER_DOCUMENT_TYPES } from '../../../schemas/user-document.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate } from '../../framework/format.ts';
import { downloadPdf, escapeHtml } from './create-pdf.ts';
import type { UserDocumentRow } from './profile-api.ts';

interface DocumentType {
  id: number;
  name: string;
}

export function UserDocumentsPanel({ ownGuid, staff }: { ownGuid: string; staff: boolean }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [guid, setGuid] = useState(ownGuid);
  const [shownGuid, setShownGuid] = useState(ownGuid);
  const [rows, setRows] = useState<UserDocumentRow[]>([]);
  const [types, setTypes] = useState<DocumentType[]>([]);
  const [typeId, setTypeId] = useState('');
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async (userGuid: string) => {
    try {
      const page = await dataProvider.call<{ result: UserDocumentRow[] }>('GET', 'user_document', undefined, { query: { user_guid: userGuid, take: 100, sort: 'expiration', order: 'desc' } });
      setRows(page.result);
      setShownGuid(userGuid);
    } catch (error) {
      setRows([]);
      toast.error(TOAST.documentLoadError, error);
    }
  }, [dataProvider, toast]);

  useEffect(() => {
    void load(ownGuid);
    if (staff) void dataProvider.call<{ result: DocumentType[] }>('GET', 'document', undefined, { query: { take: 9999 } }).then((page) => setTypes(page.result), () => undefined);
  }, [load, ownGuid, staff, dataProvider]);

  // One upload at a time: the button waits for the document to be recorded.
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file || !typeId || uploading) return;
    setUploading(true);
    try {
      const formData = new FormData();
      formData.append('file', file);
      const [stored] = await dataProvider.call<{ url: string }[]>('POST', 'file', undefined, { query: { entity: 'user_document', field: 'location' }, formData });
      await dataProvider.call('POST', 'user_document', { user_guid: shownGuid, document_id: Number(typeId), name: name.trim() || file.name, location: stored.url });
      toast.success(TOAST.fileUploaded);
      setName('');
      await load(shownGuid);
    } catch (error) {
      toast.error(TOAST.fileUploadError, error);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  /** The list as a PDF: the user's key in the header of every page, the page number in the footer. */
  const printList = async () => {
    const cell = (text: string) => `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</td>`;
    const body = rows.map((r) => `<tr>${cell(r.name)}${cell(formatDate(r.expiration))}${cell(translate(`caudal.profile.documents.${r.expired ? 'expired' : 'valid'}`))}</tr>`).join('');
    try {
      await downloadPdf(dataProvider, {
        filename: `documentos-${shownGuid}`,
        content: `<h2 style="font-family:sans-serif">${escapeHtml(translate('caudal.profile.documents.title'))}</h2><table style="font-family:sans-serif;border-collapse:collapse;width:100%">${body}</table>`,
        header: `Caudal · ${escapeHtml(translate('caudal.profile.documents.title'))} · ${escapeHtml(shownGuid)}`,
        footer: '<span class="pageNumber"></span> / <span class="totalPages"></span>',
      });
    } catch (error) {
      toast.error(TOAST.pdfError, error);
    }
  };

  return (
    <Card data-testid="user-documents">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" gutterBottom>{translate('caudal.profile.documents.title')}</Typography>
          {rows.length > 0 && <Button size="small" onClick={() => void printList()}>{translate('caudal.profile.documents.pdf')}</Button>}
        </Stack>
        {staff && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <TextField size="small" fullWidth={false} sx={{ width: 180 }} label={translate('caudal.profile.documents.userGuid')} value={guid} onChange={(e) => setGuid(e.target.value)} />
            <Button variant="outlined" onClick={() => void load(guid.trim())}>{translate('caudal.profile.documents.search')}</Button>
            <TextField size="small" select fullWidth={false} sx={{ width: 260 }} label={translate('caudal.profile.documents.type')} value={typeId} onChange={(e) => setTypeId(e.target.value)}>
              {types.map((t) => <MenuItem key={t.id} value={String(t.id)}>{t.name}</MenuItem>)}
            </TextField>
            <TextField size="small" fullWidth={false} sx={{ width: 200 }} label={translate('caudal.profile.documents.name')} value={name} onChange={(e) => setName(e.target.value)} />
            <Button variant="contained" disabled={!typeId || uploading} onClick={() => input.current?.click()}>{translate('caudal.profile.documents.upload')}</Button>
            <input ref={input} hidden type="file" accept={USER_DOCUMENT_TYPES.join(',')} data-testid="document-input" onChange={(e) => void upload(e.target.files?.[0])} />
          </Stack>
        )}
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('caudal.profile.documents.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.user_document.fields.name')}</TableCell>
                <TableCell>{translate('resources.user_document.fields.expiration')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="user-document-row">
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {formatDate(row.expiration)}{' '}
                    <Chip size="small" color={row.expired ? 'error' : 'success'} label={translate(`caudal.profile.documents.${row.expired ? 'expired' : 'valid'}`)} />
                  </TableCell>
                  <TableCell align="right">
                    <Link href={row.location} target="_blank" rel="noopener">{translate('caudal.profile.documents.download')}</Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
