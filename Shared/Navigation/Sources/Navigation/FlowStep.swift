/// Something a person did on a screen that may lead somewhere else.
/// Each feature declares its steps as an enum named `<action>From<Screen>`,
/// for example `contactTappedFromContacts(id:)`.
public protocol FlowStep: Sendable {}
