/// The keys of one feature's string table. Declare them as a `String` enum so
/// every lookup is checked by the compiler and every key is listed for the
/// completeness test.
public protocol LocalizedStringKey: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == String, AllCases: Sendable {}
