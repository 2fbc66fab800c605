import { useState } from 'react';
import { catalog } from '../../domain/catalog';
import { BrowsePage } from './browse-page';
import { todayIso } from './model/stale';

/** The browse view on the app's dataset; "today" is the app's clock, read once per visit. */
export default function BrowseView() {
  const [today] = useState(todayIso);
  return <BrowsePage catalog={catalog} today={today} />;
}
