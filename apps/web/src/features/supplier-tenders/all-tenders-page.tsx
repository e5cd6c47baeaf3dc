import { Alert, Anchor, Paper } from '@mantine/core';
import { IconAlertCircle, IconFileSearch } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import { Link } from 'react-router';
import { ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { ServerListTable } from '../../components/server-list-table';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useServerList } from '../../lib/use-server-list';
import { supplierTenderKeys, useExpressInterest, useSupplierProfile } from './api';
import { InterestCell } from './interest-cell';
import {
  categoryTendersPath,
  DEFAULT_SUPPLIER_TENDER_SORT,
  expressInterestMessage,
  SUPPLIER_TENDER_BANNER_MS,
  SUPPLIER_TENDER_SORTS,
  type SupplierTenderSort,
  tendersLoadMessage,
} from './supplier-tender-rules';
import { TENDER_SORT_OPTIONS, TenderCard, tenderColumns, useSortOptions } from './tender-rows';

/** /listalltenders (List of RFQ/RFP): the published tenders of the supplier's category. */
export function AllTendersPage() {
  const profile = useSupplierProfile();
  const t = useText(supplierTendersText);
  const m = useText(messages);
  let body: React.ReactNode;
  if (profile.isPending) {
    body = <ListLoading />;
  } else if (profile.isError) {
    body = <Problem message={errorMessage(profile.error, m.supplierSide.profileFailed)} />;
  } else if (!profile.data?.category) {
    body = (
      <Problem message={m.supplierSide.missingCategory}>
        <Anchor component={Link} to={PATHS.companyProfile} size="sm">
          {t.openCompanyProfile}
        </Anchor>
      </Problem>
    );
  } else {
    body = <CategoryTenders category={profile.data.category} />;
  }
  return (
    <>
      <PageHeader title={t.allTitle} description={t.allDescription} />
      {body}
    </>
  );
}

function Problem({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="tenders-problem">
      {message}
      {children && <div>{children}</div>}
    </Alert>
  );
}

function CategoryTenders({ category }: { category: string }) {
  const list = useServerList<SupplierTender, SupplierTenderSort>({
    path: categoryTendersPath(category),
    queryKey: supplierTenderKeys.category(category),
    sorts: SUPPLIER_TENDER_SORTS,
    defaultSort: DEFAULT_SUPPLIER_TENDER_SORT,
  });
  const interest = useExpressInterest();
  const { banner, show, clear } = useTimedBanner();
  const t = useText(supplierTendersText);
  const locale = useLocale();
  const sortOptions = useSortOptions(TENDER_SORT_OPTIONS);
  const express = (tenderId: string) =>
    interest.mutate(tenderId, {
      // The banner's text in the language on screen when it shows.
      onSuccess: () => show('success', localised(messages.interest.expressed), SUPPLIER_TENDER_BANNER_MS),
      onError: (error) => show('error', localised(expressInterestMessage(error)), SUPPLIER_TENDER_BANNER_MS),
    });
  const status = (tender: SupplierTender, fullWidth?: boolean) => (
    <InterestCell
      tender={tender}
      onExpress={() => express(tender._id)}
      busy={interest.isPending && interest.variables === tender._id}
      disabled={interest.isPending}
      fullWidth={fullWidth}
    />
  );

  return (
    <>
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label={t.listLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={tenderColumns<SupplierTenderSort>({
            t,
            closingDate: true,
            sortable: ['projectName', 'publishingDate', 'closingDate'],
            status: (tender) => status(tender),
          })}
          minWidth={760}
          card={(tender) => <TenderCard tender={tender} closingDate status={status(tender, true)} />}
          sortOptions={sortOptions}
          rowTestId="tender-row"
          loadErrorMessage={localised(tendersLoadMessage(list.query.error), locale)}
          empty={{
            icon: <IconFileSearch size={28} />,
            title: localised(messages.supplierSide.noTendersYet, locale),
            noMatch: t.noMatch,
          }}
        />
      </Paper>
    </>
  );
}
