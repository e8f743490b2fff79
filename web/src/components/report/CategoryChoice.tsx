import { Form } from 'react-bootstrap';
import { REPORT_CATEGORIES, type ReportCategory } from '@serendip/protocol';
import { useReportTranslation } from '../../i18n/namespaces/report';
import { useLabels } from '../../i18n/useLabels';

interface CategoryChoiceProps {
  /** Prefix for the inputs' ids and their group name. */
  id: string;
  value: ReportCategory | null;
  disabled: boolean;
  onChange: (category: ReportCategory) => void;
}

/**
 * The report categories as radio buttons: a tap selects one and sends nothing (the dialog's
 * Submit does). Each row is a full-width target for a thumb.
 */
export function CategoryChoice({ id, value, disabled, onChange }: CategoryChoiceProps) {
  const { t } = useReportTranslation();
  const labels = useLabels();
  return (
    <fieldset className="report-choice" disabled={disabled}>
      <legend className="fs-6 mb-2 fw-semibold">{t('reportAs')}</legend>
      {REPORT_CATEGORIES.map((category) => (
        <Form.Check
          key={category.id}
          type="radio"
          id={`${id}-${category.id}`}
          name={`${id}-category`}
          className={`report-choice-option ${category.severity === 3 ? 'report-choice-severe' : ''}`}
          label={labels.reportCategory(category.id)}
          checked={value === category.id}
          onChange={() => onChange(category.id)}
        />
      ))}
    </fieldset>
  );
}
