extension NationalityProfile {
    /// `BR`: eight-digit numeric CEPs, CPF numbers, `(11) 91234-5678` cells.
    static let brazil = NationalityProfile(
        code: "BR", country: "Brazil",
        maleFirstNames: [
            "Miguel", "Arthur", "Davi", "Gabriel", "Bernardo", "Heitor", "Lorenzo", "Théo", "Pedro", "Matheus",
            "Lucas", "Guilherme", "Rafael", "Gustavo", "João", "Antônio", "Sebastião", "Francisco", "Luís",
            "Otávio", "Vinícius", "Caio", "Thiago", "Leandro",
        ],
        femaleFirstNames: [
            "Alice", "Sophia", "Helena", "Valentina", "Laura", "Isabella", "Manuela", "Júlia", "Heloísa", "Luíza",
            "Maria", "Lívia", "Lorena", "Beatriz", "Mariana", "Ana", "Letícia", "Cecília", "Débora", "Patrícia",
            "Conceição", "Aparecida", "Fernanda", "Vitória",
        ],
        lastNames: [
            "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
            "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira",
            "Barbosa", "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado",
            "Mendes", "Freitas", "Cardoso", "Ramos", "Gonçalves", "Araújo", "Peixoto", "Conceição",
        ],
        places: [
            Place("São Paulo", "São Paulo"), Place("Rio de Janeiro", "Rio de Janeiro"),
            Place("Brasília", "Distrito Federal"), Place("Salvador", "Bahia"), Place("Fortaleza", "Ceará"),
            Place("Belo Horizonte", "Minas Gerais"), Place("Manaus", "Amazonas"), Place("Curitiba", "Paraná"),
            Place("Recife", "Pernambuco"), Place("Goiânia", "Goiás"), Place("Belém", "Pará"),
            Place("Porto Alegre", "Rio Grande do Sul"), Place("Guarulhos", "São Paulo"), Place("Campinas", "São Paulo"),
            Place("São Luís", "Maranhão"), Place("Maceió", "Alagoas"), Place("Natal", "Rio Grande do Norte"),
            Place("Teresina", "Piauí"), Place("Campo Grande", "Mato Grosso do Sul"), Place("João Pessoa", "Paraíba"),
            Place("Florianópolis", "Santa Catarina"), Place("Vitória", "Espírito Santo"),
            Place("Cuiabá", "Mato Grosso"), Place("Aracaju", "Sergipe"),
        ],
        streets: [
            "Rua São Jorge", "Rua Principal", "Rua Sete de Setembro", "Rua Quinze de Novembro", "Avenida Brasil",
            "Rua da Paz", "Rua das Flores", "Rua Santa Luzia", "Rua São José", "Rua Belo Horizonte",
            "Rua Dom Pedro II", "Rua Rio de Janeiro", "Rua Tiradentes", "Avenida Vinícius de Morais",
            "Rua Castro Alves", "Rua Pará", "Rua Bahia", "Rua Santos Dumont", "Rua Duque de Caxias",
            "Travessa dos Martírios",
        ],
        postcode: .number("N#######"),
        phonePatterns: ["(##) N###-####"], cellPatterns: ["(##) 9N###-####"],
        nationalId: .pattern(name: "CPF", pattern: "###.###.###-##")
    )
}
