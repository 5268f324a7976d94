import Foundation

/// The person asks how fresh the saved contacts are (`about`).
public struct CheckContactsFreshnessUseCase: Sendable {
    private let getContactsLastSaved: any GetContactsLastSavedInterface

    public init(getContactsLastSaved: any GetContactsLastSavedInterface) {
        self.getContactsLastSaved = getContactsLastSaved
    }

    public func execute() async -> Date? {
        await getContactsLastSaved.getContactsLastSaved()
    }
}
