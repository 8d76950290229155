import { useNavigate } from 'react-router-dom';
import { accountTexts, messages } from '../../messages';
import { RegisterWizard, type BasicField } from '../common/RegisterWizard';
import { memberApi } from '../../contract/member';
import { useTexts } from '../../i18n/locale';

/** Read at render: the labels follow the language. */
const fields = (): readonly BasicField[] => [
  { name: 'firstName', label: accountTexts.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: accountTexts.lastName, autoComplete: 'family-name' },
  { name: 'email', label: accountTexts.email, type: 'email', autoComplete: 'email' },
  { name: 'mobile', label: accountTexts.mobile, type: 'tel', autoComplete: 'tel' },
];

/** /member_register: the three-step wizard; after the password is set, the login page. */
export default function MemberRegisterPage() {
  useTexts('account');
  const navigate = useNavigate();
  return (
    <RegisterWizard
      title={messages.memberRegister}
      stepNames={[accountTexts.stepBasic, accountTexts.stepVerify, accountTexts.stepPassword]}
      fields={fields()}
      calls={memberApi}
      onRegistered={(notice) => navigate('/member_login', { state: { notice } })}
      loginLink={{ to: '/member_login', label: messages.alreadyHasAccount }}
    />
  );
}
