//! The effect AST renders back to the English card-text templates.
use opcg_engine::testkit;

fn text(n: &str) -> String {
    testkit::card_db().by_number(n).map(|d| d.text()).unwrap_or_default()
}

#[test]
fn renders_the_usual_templates() {
    assert_eq!(text("TST-009"), "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.");
    assert_eq!(text("TST-010"), "[DON!! x1] [When Attacking] Up to 1 of your opponent's Characters gains −2000 power during this turn.");
    assert_eq!(text("TST-011"), "[Activate: Main] [Once Per Turn] ①: Draw 1 card.");
    assert_eq!(text("TST-012"), "[Opponent's Turn] This card gains +1000 power.");
    assert_eq!(text("TST-013"), "[On K.O.] Draw 1 card.");
    assert_eq!(text("TST-024"), "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.\n[Trigger] Play this card.");
    assert_eq!(text("TST-030"), "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle.\n[Trigger] Draw 1 card.");
    assert_eq!(text("TST-026"), "[On Play] You may trash 1 card from your hand: Draw 2 cards.");
    assert_eq!(text("TST-014"), "If this Character would be K.O.'d, you may rest 1 of your DON!! cards instead.");
    assert_eq!(text("TST-019"), "[On Your Opponent's Attack] DON!! −1: Up to 1 of your Leader or Character cards gains +2000 power during this battle.");
    assert_eq!(text("TST-016"), "This card gains +1000 power for every 2 cards in your trash.");
    assert_eq!(text("TST-032"), "[Main] Draw 2 cards. Then, trash 1 card from your hand.");
    assert!(text("TST-015").starts_with("[On Play] Look at 5 cards from the top of your deck; reveal up to 1 card with a {Test Crew} type other than [Scout Captain] and add it to your hand. Then, place the rest at the bottom of your deck in any order."));
    assert_eq!(text("TST-002"), "[Blocker]");
}

#[test]
fn every_test_card_renders() {
    for d in testkit::cards() {
        for a in &d.abilities {
            assert!(!a.to_string().trim().is_empty(), "{}", d.number);
        }
    }
}
