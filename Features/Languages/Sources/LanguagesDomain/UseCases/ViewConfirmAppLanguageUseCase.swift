/// The person chose a language and is asked to confirm the switch.
public struct ViewConfirmAppLanguageUseCase: Sendable {
    private let getAppLanguageChange: any GetAppLanguageChangeInterface

    public init(getAppLanguageChange: any GetAppLanguageChangeInterface) {
        self.getAppLanguageChange = getAppLanguageChange
    }

    public func execute(languageId: String) async throws -> AppLanguageChangeDomainModel {
        try await getAppLanguageChange.getAppLanguageChange(toLanguageId: languageId)
    }
}
