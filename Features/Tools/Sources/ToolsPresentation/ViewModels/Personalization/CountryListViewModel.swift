import Foundation
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The country setting: every country named in the app language, searchable, the one chosen
/// marked; choosing one (or none) keeps it for the personalized lists and goes back.
@MainActor
@Observable
public final class CountryListViewModel {
    public private(set) var state: ScreenState<CountryListDomainModel, ToolsFailure> = .loading
    public private(set) var searchText = ""

    @ObservationIgnored private let searchCountriesUseCase: SearchCountriesUseCase
    @ObservationIgnored private let chooseCountryUseCase: ChooseCountryUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        searchCountriesUseCase: SearchCountriesUseCase, chooseCountryUseCase: ChooseCountryUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.searchCountriesUseCase = searchCountriesUseCase
        self.chooseCountryUseCase = chooseCountryUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The countries matching the search, in their numbered order.
    public var visibleCountries: [CountryDomainModel] {
        state.loadedContent?.countries ?? []
    }

    public func screenAppeared() async {
        await load()
    }

    public func searchTextChanged(_ text: String) async {
        searchText = text.trimmingCharacters(in: .whitespaces)
        await load()
    }

    /// Keeps the country `text` names (`nil`: no country) and goes back; an unknown name or a
    /// failure leaves the person here.
    public func countryChosen(named text: String?) async -> CountryChoiceOutcome {
        let choice: CountryChoiceDomainModel
        do {
            choice = try await chooseCountryUseCase.execute(named: text)
        } catch {
            return .failed(ToolsFailure(error))
        }
        switch choice {
        case .unknown(let text):
            return .unknown(text)
        case .chosen(let country):
            flowStepEmitter.emit(.countryChosenFromCountryList)
            return .chosen(country)
        }
    }

    private func load() async {
        do {
            state = .content(try await searchCountriesUseCase.execute(searchText: searchText))
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}

/// What choosing a country came to, for the view to say.
public enum CountryChoiceOutcome: Equatable, Sendable {
    case chosen(CountryDomainModel?)
    case unknown(String)
    case failed(ToolsFailure)
}
