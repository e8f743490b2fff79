import type { FormEvent } from 'react';
import { Alert, Button, Container, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { Icon } from '../../components/Icon';
import { SearchResultList } from './SearchResultList';
import { useUserSearch } from './useUserSearch';
import './search.css';

/** Search Users: find people by username and send them friend requests. */
export function SearchUsersPage() {
  const { t } = useAccountTranslation();
  usePageTitle(t('search.title'));
  const { user } = useAuth();
  const search = useUserSearch();
  const { results, searched, loading } = search;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.submit();
  };

  return (
    <Container className="py-4 search-page">
      <h1 className="h2 fw-bold mb-3">{t('search.title')}</h1>
      <Form role="search" onSubmit={handleSubmit} className="mb-3">
        <Form.Label htmlFor="user-search" className="visually-hidden">
          {t('search.label')}
        </Form.Label>
        <InputGroup>
          <InputGroup.Text aria-hidden="true">
            <Icon name="search" size={18} />
          </InputGroup.Text>
          <Form.Control
            id="user-search"
            type="search"
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('search.submit')}
          </Button>
        </InputGroup>
      </Form>
      {search.error && (
        <Alert variant="danger" dismissible onClose={search.clearError}>
          {search.error}
        </Alert>
      )}
      <div aria-live="polite" className="search-status">
        {loading && (
          <div className="text-center py-3" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span className="visually-hidden">{t('search.searching')}</span>
          </div>
        )}
        {!loading && searched && results.length === 0 && (
          <p className="text-body-secondary text-center py-3 mb-0">{t('search.noResults')}</p>
        )}
        {!loading && results.length > 0 && (
          <p className="visually-hidden">{t('search.found', { count: results.length })}</p>
        )}
      </div>
      {results.length > 0 && (
        <SearchResultList
          results={results}
          selfId={user?._id}
          sending={search.sending}
          onAddFriend={(person) => void search.addFriend(person)}
        />
      )}
    </Container>
  );
}
