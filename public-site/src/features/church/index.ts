// The church's details (the church_settings row), for every feature that shows them.
export { churchSettingsQuery, useChurchSettings, useChurchTown } from './api/get-church-settings';
export { ChurchAddress } from './components/church-address';
export { ChurchDirections } from './components/church-directions';
export { ServiceTimes } from './components/service-times';
