import ContactsDomain
import ContactsTesting
import Testing

@Suite("View contact details")
struct ViewContactDetailsUseCaseTests {
    private func details(appLanguage: String) async throws -> ContactDetailsDomainModel {
        let context = try ContactsTestContext(
            pages: [
                [ContactFixtures.contact("zoe", first: "Zoë", last: "Martin", born: "1990-03-03", nationality: "FR", title: "Ms")]
            ],
            appLanguage: appLanguage
        )
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        return try await context.viewContactDetails.execute(contactId: "zoe")
    }

    @Test("Given a saved contact When the person opens it in English Then title, name, age, address and nationality show")
    func english() async throws {
        let details = try await details(appLanguage: "en")

        #expect(details.titledName == "Ms Zoë Martin")
        #expect(details.age == 35)
        #expect(details.birthday == "March 3, 1990")
        #expect(details.addressLines == ["12 Rue de la République", "Lyon, Rhône, 69002", "France"])
        #expect(details.nationality == "France")
        #expect(details.memberSince == "May 4, 2012")
    }

    @Test("Given a saved contact When the person opens it in Spanish Then the birthday and nationality are in Spanish")
    func spanish() async throws {
        let details = try await details(appLanguage: "es")

        #expect(details.birthday == "3 de marzo de 1990")
        #expect(details.nationality == "Francia")
    }

    @Test("Given no contact with that id When the person opens it Then they are told it was not found")
    func notFound() async throws {
        let context = try ContactsTestContext(pages: [ContactFixtures.people(1...2)])

        await #expect(throws: ContactsError.contactNotFound(id: "nobody")) {
            try await context.viewContactDetails.execute(contactId: "nobody")
        }
    }
}
