/** Menu icons by the names stored in module.icon. Unknown names fall back to a generic icon. */
import type { ComponentType } from 'react';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AddCard from '@mui/icons-material/AddCard';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apps from '@mui/icons-material/Apps';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Flag from '@mui/icons-material/Flag';
import Functions from '@mui/icons-material/Functions';
import History from '@mui/icons-material/History';
import ListAlt from '@mui/icons-material/ListAlt';
import Lock from '@mui/icons-material/Lock';
import Notifications from '@mui/icons-material/Notifications';
import Paid from '@mui/icons-material/Paid';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Savings from '@mui/icons-material/Savings';
import ShowChart from '@mui/icons-material/ShowChart';
import Sms from '@mui/icons-material/Sms';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timelapse from '@mui/icons-material/Timelapse';
import Tune from '@mui/icons-material/Tune';
import ViewModule from '@mui/icons-material/ViewModule';
import Label from '@mui/icons-material/Label';
import Key from '@mui/icons-material/Key';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

const ICONS: Record<string, ComponentType> = {
  AccountBalance, AccountCircle, AddCard, AdminPanelSettings, Apps, AttachMoney, Badge, Business, Calculate,
  CurrencyExchange, Dashboard, Description, EventAvailable, Flag, Functions, History, ListAlt, Lock, Notifications,
  Paid, Payments, People, PriceCheck, Receipt, ReceiptLong, RequestQuote, Savings, ShowChart, Sms, Storefront,
  SupportAgent, TaskAlt, Timelapse, Tune, ViewModule, Key, VerifiedUser,
};

export function moduleIcon(name: string | null | undefined): ComponentType {
  return (name && ICONS[name]) || Label;
}
