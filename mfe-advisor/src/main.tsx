import { mountStandalone } from 'shared/standalone';
import Routes from './routes';
import './standalone.css';

mountStandalone('advisor', Routes);
