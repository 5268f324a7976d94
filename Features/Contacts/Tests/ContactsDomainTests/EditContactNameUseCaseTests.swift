import ContactsDomain
import ContactsTesting
import Testing

@Suite("Edit a contact's name")
struct EditContactNameUseCaseTests {
    private func savedContext() async throws -> ContactsTestContext {
        let context = try ContactsTestContext(pages: [[ContactFixtures.contact("zoe", first: "Zoë", last: "Martin")]])
        _ = try await context.viewContacts.execute(query: ContactsQueryDomainModel())
        return context
    }

    @Test("Given a saved contact When the person sets first and last name Then the details show the new name, marked as edited")
    func editsBoth() async throws {
        let context = try await savedContext()

        let details = try await context.editContactName.execute(
            contactId: "zoe", change: ContactNameChangeDomainModel(firstName: "Mary Ann", lastName: "Smith")
        )

        #expect(details.titledName == "Mr Mary Ann Smith")
        #expect(details.isNameEdited)
    }

    @Test("Given a saved contact When the person sets only the last name Then the first name stays")
    func editsOnePart() async throws {
        let context = try await savedContext()

        let details = try await context.editContactName.execute(
            contactId: "zoe", change: ContactNameChangeDomainModel(lastName: "Dupont"))

        #expect(details.firstName == "Zoë")
        #expect(details.lastName == "Dupont")
    }

    @Test("Given an edited name When the person refreshes from the source Then the edit is still there")
    func survivesRefresh() async throws {
        let context = try await savedContext()
        _ = try await context.editContactName.execute(contactId: "zoe", change: ContactNameChangeDomainModel(firstName: "Zoé"))

        _ = try await context.refreshContacts.execute(query: ContactsQueryDomainModel())
        let page = try await context.viewContacts.execute(query: ContactsQueryDomainModel())

        #expect(page.contacts.first?.fullName == "Zoé Martin")
    }

    @Test(
        "Given a saved contact When the person gives an empty, too long or invisible name Then it is refused and nothing changes",
        arguments: [
            (ContactNameChangeDomainModel(firstName: "  "), ContactNameProblemDomainModel.emptyFirstName),
            (ContactNameChangeDomainModel(lastName: ""), .emptyLastName),
            (ContactNameChangeDomainModel(firstName: String(repeating: "a", count: 51)), .firstNameTooLong(maximum: 50)),
            (ContactNameChangeDomainModel(lastName: String(repeating: "b", count: 51)), .lastNameTooLong(maximum: 50)),
            (ContactNameChangeDomainModel(), .nothingToChange),
            (ContactNameChangeDomainModel(firstName: "\u{FEFF}"), .firstNameInvisibleCharacters),
            (ContactNameChangeDomainModel(firstName: "\u{2800}"), .firstNameInvisibleCharacters),
            (ContactNameChangeDomainModel(lastName: "Mar\u{202E}nit"), .lastNameInvisibleCharacters),
            (ContactNameChangeDomainModel(lastName: "Mar\u{200B}tin"), .lastNameInvisibleCharacters),
            (
                ContactNameChangeDomainModel(
                    firstName: String(repeating: "a" + String(repeating: "\u{0301}", count: 59), count: 50)),
                .firstNameTooManyBytes(maximum: 200)
            ),
        ]
    )
    func refused(change: ContactNameChangeDomainModel, problem: ContactNameProblemDomainModel) async throws {
        let context = try await savedContext()

        await #expect(throws: ContactsError.invalidName(problem)) {
            try await context.editContactName.execute(contactId: "zoe", change: change)
        }
        #expect(try await context.viewContactDetails.execute(contactId: "zoe").titledName == "Mr Zoë Martin")
    }

    @Test("Given a name of exactly 50 characters When the person saves it Then it is accepted")
    func fiftyCharacters() async throws {
        let context = try await savedContext()
        let name = String(repeating: "é", count: 50)

        let details = try await context.editContactName.execute(
            contactId: "zoe", change: ContactNameChangeDomainModel(firstName: name))

        #expect(details.firstName == name)
    }

    @Test("Given an edited name When the person searches the new name Then the contact is found")
    func searchFindsEditedName() async throws {
        let context = try await savedContext()
        _ = try await context.editContactName.execute(
            contactId: "zoe", change: ContactNameChangeDomainModel(firstName: "Beatrix"))

        let page = try await context.searchContacts.execute(searchText: "beatrix", in: ContactsQueryDomainModel())

        #expect(page.contacts.map(\.id) == ["zoe"])
    }
}
