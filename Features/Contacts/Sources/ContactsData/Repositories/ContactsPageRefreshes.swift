import AppCore

/// The page fetches that go on after the person stopped waiting for them (a stale page from a
/// slow source), one per book and page; shared by every `ContactsRepository` of a feature, so
/// asking for the page again joins the fetch already running.
public typealias ContactsPageRefreshes = BackgroundWork<String, ContactsPageSyncDataModel>
