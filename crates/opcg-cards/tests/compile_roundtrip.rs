//! Canonical texts of each template family read back to data and render back to themselves,
//! in both languages. All texts are invented template text.

use game_core::Lang;
use opcg_cards::compile::{compile_text, compile_trigger};
use opcg_cards::render::{render_abilities, render_trigger};

fn round_trip(text: &str, lang: Lang) {
    let c = compile_text(text, lang);
    assert!(c.unread.is_empty(), "unread in {text:?}: {:?}", c.unread);
    assert!(!c.abilities.is_empty() || !c.keywords.is_empty(), "nothing read in {text:?}");
    assert_eq!(render_abilities(&c.abilities, &c.keywords, lang), text);
}

fn round_trip_trigger(text: &str, lang: Lang) {
    let e = compile_trigger(text, lang).unwrap_or_else(|u| panic!("unread in {text:?}: {u:?}"));
    assert_eq!(render_trigger(&e, lang), text);
}

const EN: &[&str] = &[
    "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.",
    "[On Play] K.O. up to 2 of your opponent's rested Characters with 4000 power or less.",
    "[When Attacking] Rest up to 1 of your opponent's Characters with a cost of 5 or less.",
    "[On Play] Return up to 1 Character with a cost of 2 or less to the owner's hand.",
    "[On K.O.] Place up to 1 Character with a cost of 4 or less at the bottom of the owner's deck.",
    "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters \u{2212}2000 power during this turn.",
    "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle.",
    "[Counter] Your Leader gains +2000 power during this battle.",
    "[On Play] Draw 2 cards and trash 1 card from your hand.",
    "[On Play] Draw 1 card.",
    "[Main] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card other than [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Play up to 1 {Sky Pirates} type Character card with a cost of 3 or less from your hand.",
    "[On K.O.] Add up to 1 DON!! card from your DON!! deck and rest it.",
    "[Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.",
    "[End of Your Turn] Set up to 2 of your DON!! cards as active.",
    "[Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters \u{2212}1 cost during this turn.",
    "[On Play] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
    "[On Play] You may place 2 cards from your hand at the bottom of your deck in any order: Draw 2 cards.",
    "[On Play] You may place 1 card from your hand at the top of your deck: K.O. up to 1 of your opponent's Characters with a cost of 2 or less.",
    "[Activate: Main] You may rest 1 of your DON!! cards and this Character: Draw 1 card.",
    "[Main] You may rest 2 of your DON!! cards and trash 1 card from your hand: Draw 2 cards.",
    "[On Play] DON!! \u{2212}1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)",
    "[On Play] If your Leader has the {Sky Pirates} type, draw 1 card.",
    "[On Play] Draw 1 card. Then, if you have 2 or less Life cards, K.O. up to 1 of your opponent's Characters with a cost of 1 or less.",
    "[Opponent's Turn] This Character gains +1000 power.",
    "[DON!! x1] This Character gains [Double Attack].\n(This card deals 2 damage.)",
    "If your Leader has the {Sky Pirates} type, this Character gains +2 cost.",
    "This Character cannot be K.O.'d by effects.",
    "[DON!! x1] [Your Turn] Give all of your opponent's Characters \u{2212}1 cost.",
    "[Main] Choose one:\n• K.O. up to 1 of your opponent's Characters with a cost of 2 or less.\n• Rest up to 1 of your opponent's Characters.",
    "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
    "[Rush] (This card can attack on the turn in which it is played.)\n[On Play] Draw 1 card.",
    "[On Play] Play up to 1 Character card with a cost of 3 or less and a [Trigger] from your hand.",
    "[Main] Negate the effect of up to 1 of your opponent's Leader or Character cards during this turn.",
    "[On Play] Up to 1 of your opponent's Characters with 4000 power or less cannot activate [Blocker] during this turn.",
    "[When Attacking] Your opponent cannot activate [Blocker] during this battle.",
    "[On Play] If you don't have [Harbor Lookout], play up to 1 [Harbor Lookout] from your hand.",
    "[Counter] Up to 1 of your [Harbor Lookout] cards gains +2000 power during this battle.",
    "Also treat this card's name as [Harbor Lookout] according to the rules.",
    "[On Play] Play up to 1 black {Sky Pirates} type Character card with 5000 power or less from your hand.",
    "[On K.O.] If you have 2 or more rested Characters, trash up to 1 of your opponent's Characters with a cost of 1 or less.",
    "[Activate: Main] [Once Per Turn] You may rest 2 of your Characters: Draw 1 card.",
    "[Main] Activate this card's [Counter] effect.",
    "[On Play] If your Leader's type includes \"Sky\", look at 5 cards from the top of your deck; reveal up to 1 card with a type including \"Sky\" other than [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Play up to 1 Character card with a type including \"Sky\" and a cost of 4 or less from your hand.",
    "[On Play] Give up to 2 rested DON!! cards to 1 of your {Sky Pirates} type Characters.",
    "[On Play] Look at 5 cards from the top of your deck and play up to 1 {Sky Pirates} type Character card with a cost of 3 or less rested. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Draw up to 2 cards.",
    "[Your Turn] All of your {Sky Pirates} type Characters gain +1000 power.",
    "[Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader.",
    "[On Play] If you have 1 or less Characters with 6000 power or more, draw 1 card.",
    "[On Play] Trash 2 cards from the top of your deck and give up to 1 of your opponent's Characters \u{2212}1 cost during this turn.",
    "[On Play] Draw 2 cards and place 2 cards from your hand at the bottom of your deck in any order.",
    "[On Play] If you have 2 or less Life cards, your opponent returns 1 DON!! card from their field to their DON!! deck.",
    "[On Play] Rest up to 1 of your opponent's Leader or Character cards with a cost of 5 or less.",
    "[On Play] Give up to 1 of your opponent's Characters \u{2212}2000 power during this turn and draw 1 card.",
    "[Activate: Main] You may add 1 card from the top of your Life cards to your hand: Draw 2 cards.",
    "[On Play] Draw 1 card. Then, you cannot add Life cards to your hand using your own effects during this turn.",
    "[Once Per Turn] If this Character would be removed from the field by your opponent's effect, you may trash 1 card from your hand instead.",
    "[Once Per Turn] If this Character would leave the field, you may trash 1 card from your hand instead.",
    "[Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you may trash 1 card from your hand instead.",
    "Under the rules of this game, you cannot include cards with a cost of 5 or more in your deck.",
    "[Once Per Turn] If your {Sky Pirates} type Character with 7000 base power or less would be removed from the field by your opponent's effect, you may trash 1 card from your hand instead.",
    "If your Character with a base cost of 7 or less other than [Harbor Lookout] would be removed from the field by your opponent's effect, you may trash 1 card from your hand instead.",
    "If your rested Character would be K.O.'d, you may trash 1 card from your hand instead.",
    "If this Character would be K.O.'d, you may rest your Leader or 1 [Harbor Lookout] instead.",
    "[Your Turn] [Once Per Turn] You may trash 2 cards from your hand: When your opponent's Character is K.O.'d, set this Character as active.",
    "[End of Your Turn] If you have 6 or less cards in your hand, set up to 1 of your {Sky Pirates} type Characters and up to 1 of your DON!! cards as active.",
    "[Activate: Main] [Once Per Turn] Up to 1 of your Characters without an [On Play] effect and with a cost of 8 or less gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)",
    "[Main] Up to 1 of your Characters without a [When Attacking] effect gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)",
    "[Opponent's Turn] If this Character would be K.O.'d in battle, you may rest 1 of your DON!! cards instead.",
    "[On Play]/[When Attacking] Give up to 1 of your opponent's Characters \u{2212}1 cost during this turn.",
    "[Main]/[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this turn.",
    "[Once Per Turn] If this Character would be removed from the field by your opponent's effect, you may give this Character \u{2212}2000 power during this turn instead.",
    "[Activate: Main] \u{2460} (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Draw 1 card.",
    "[On Play] \u{2461} (You may rest the specified number of DON!! cards in your cost area.): Draw 1 card.",
    "[When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Draw 1 card.",
    "[On Play] You may place 2 {Sky Pirates} type cards from your trash at the bottom of your deck in any order: Draw 1 card.",
    "[Main] You may trash 1 card from the top of your Life cards: Draw 2 cards.",
    "[Main] You may trash 2 cards from the top of your deck: Draw 1 card.",
    "[Activate: Main] You may return this Character to the owner's hand: Draw 1 card.",
    "[On Play] You may reveal 2 Events from your hand: Draw 1 card.",
    "[On Play] If your Leader has the {Sky Pirates} or {Harbor Lookout} type, draw 1 card.",
    "[On Play] If your Leader is multicolored, draw 1 card.",
    "[On Play] If the number of DON!! cards on your field is equal to or less than the number on your opponent's field, draw 1 card.",
    "[When Attacking] If your opponent has more DON!! cards on their field than you, draw 1 card.",
    "[On Play] If your opponent has 5 or more cards in their hand, draw 1 card.",
    "[On Play] If your opponent has 6 or more DON!! cards on their field, draw 1 card.",
    "[On Play] Look at 5 cards from the top of your deck and place them at the top or bottom of the deck in any order.",
    "[On Your Opponent's Attack] \u{2461} (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's DON!! cards.",
    "[On Play] If your Leader has the {Sky Pirates} type and you have 2 or less Life cards, draw 1 card.",
    "[On Play] If your Leader is multicolored and you and your opponent have a total of 5 or less Life cards, draw 1 card.",
    "[When Attacking] If this Character has 7000 power or more, draw 1 card.",
    "[Activate: Main] If this Character was played on this turn, draw 1 card.",
    "[On Play] If there is a Character with a cost of 0, draw 1 card.",
    "[On Play] You may turn 1 card from the top of your Life cards face-up: Draw 1 card.",
    "[On Play] You may turn 1 card from the top of your Life cards face-down: Draw 1 card. Then, turn all of your Life cards face-down.",
    "[Activate: Main] [Once Per Turn] If your Leader is [Harbor Lookout], you may turn 1 card from the top of your Life cards face-down: Draw 1 card.",
    "[On Play] If your Leader has the {Sky Pirates} type, you may trash 1 card from your hand: Draw 2 cards.",
    "[Activate: Main] [Once Per Turn] You may rest 1 of your [Harbor Lookout] cards: Draw 1 card.",
    "[On Play] You may place 1 Stage with a cost of 1 at the bottom of the owner's deck: Draw 1 card.",
    "[When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle.",
    "[On Play] If your Leader has the {Sky Pirates} type or is [Harbor Lookout], draw 1 card.",
    "[On Play] If you have no other [Harbor Lookout] Characters, draw 1 card.",
    "[When Attacking] Draw 1 card. Then, your opponent cannot activate the [Blocker] of any Character with a cost of 5 or less during this battle.",
    "[On Play] You may trash 1 card from the top or bottom of your Life cards: Draw 1 card.",
    "[Activate: Main] You may rest 1 of your {Sky Pirates} type Leader or Stage cards: Draw 1 card.",
    "[Activate: Main] You may rest this Character and 1 of your {Sky Pirates} type Leader or Stage cards: Draw 1 card.",
    "[Activate: Main] You may return 1 of your {Sky Pirates} type Characters with a cost of 2 or more to the owner's hand: Draw 1 card.",
    "[On Play] Trash up to 1 card from the top of your opponent's Life cards.",
    "[Main] Activate this card's [On Play] effect.",
    "[On Play] Play up to 1 [Harbor Lookout] with a cost of 2 from your hand or trash.",
    "[On Play] If your opponent has 5 or more cards in their hand, choose one:\n• Draw 1 card.\n• Rest up to 1 of your opponent's Characters.",
    "[On Play] K.O. up to 1 of your opponent's Characters with a base cost of 3 or less.",
    "[On Play] K.O. up to 1 of your opponent's Characters with 5000 base power or less.",
    "[On Play] Return up to 1 Character with 6000 base power to the owner's hand.",
    "[On Play] Up to 1 of your opponent's Characters with a cost of 5 or less cannot be rested until the end of your opponent's next turn.",
    "[On Play] Up to 1 of your {Sky Pirates} type Characters gains +2 cost until the end of your opponent's next turn.",
    "[On Play] Up to 1 of your opponent's rested Characters with a cost of 4 or less will not become active in your opponent's next Refresh Phase.",
    "[On Play] Add up to 1 {Sky Pirates} type Character card with a cost of 3 to 5 from your trash to your hand.",
    "[On Play] Your opponent places 3 cards from their trash at the bottom of their deck in any order.",
    "[On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards.",
    "[On Play] Add up to 1 card from your hand to the top of your Life cards.",
    "[On Play] Add up to 1 Character card with a [Trigger] from your hand to the top of your Life cards face-up.",
    "[When Attacking] If you have 2 Life cards, draw 1 card.",
    "[On Play] If your Leader is multicolored and you have 2 Life cards, draw 1 card.",
    "[When Attacking] You may give your 1 active Leader \u{2212}5000 power during this turn: Draw 1 card.",
    "[When Attacking] Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life cards face-up.",
    "[On Play] Add up to 1 Character with a cost of 8 or less to the top or bottom of the owner's Life cards face-up.",
    "[On Play] Add up to 1 of your Characters with a cost of 2 or less to the top of the owner's Life cards face-up.",
    "[On K.O.] You may trash 2 cards from the top of your deck.",
    "[On Play] If your Leader is multicolored, you may trash 1 card from the top of your deck.",
    "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards.",
    "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, if you have 2 or less Life cards, that card gains an additional +1000 power during this battle.",
    "[On Play] Rest up to 1 of your opponent's Characters with a cost of 3 or less. Then, set up to 1 of your DON!! cards as active at the end of this turn.",
    "[Activate: Main] Set this Character as active at the end of this turn.",
    "[DON!! x1] This Character can also attack your opponent's active Characters.",
    "[On Play] Up to 1 of your {Sky Pirates} type Characters can also attack active Characters during this turn.",
    "[On Play] Reveal 1 card from the top of your deck. If that card's type includes \"Sky\", draw 2 cards.",
    "[When Attacking] Reveal 1 card from the top of your deck. If that card is a {Sky Pirates} type Character card with a cost of 4 or less, you may play that card rested.",
    "[Activate: Main] You may trash this Character: Reveal 1 card from the top of your Life cards. If that card is a [Harbor Lookout] with a cost of 5, you may play that card.",
    "[On Play] You may return 1 or more DON!! cards from your field to your DON!! deck: Draw 1 card.",
    "[When Attacking] Rest up to 1 of your opponent's Characters with a cost equal to or less than the total of your and your opponent's Life cards.",
    "[Main] Your opponent chooses one:\n• Trash 1 card from the top of your opponent's Life cards.\n• Your opponent trashes 2 cards from their hand.",
    "[On Play] If your opponent has 6 or more cards in their hand, trash 2 cards from your opponent's hand.",
    "[Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less and add this card to your hand.",
    "[Main] Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card has the chosen cost, draw 1 card. Then, add up to 1 DON!! card from your DON!! deck and rest it.",
    "[On Play] Reveal 1 card from the top of your deck. If that card is a {Sky Pirates} type Character card with a cost of 4 or less, you may play that card. If you do, draw 1 card.",
    "[On Play] You may trash 1 card from your hand. If you do, draw 2 cards.",
    "[On Play] If you have 8 or more rested cards, draw 1 card.",
    "[On Play] If you have 2 or more active DON!! cards, draw 1 card.",
    "[Activate: Main] You may place this Character at the bottom of the owner's deck: Draw 1 card.",
    "[Main] Your opponent chooses one:\n• Your opponent trashes 1 card from their hand.\n• Add 1 card from the top of your deck to the top of your Life cards.",
    "[On Play] K.O. all of your opponent's rested Characters with a cost of 2 or less.",
    "[Main] All of your {Sky Pirates} type Characters gain +1000 power during this turn.",
    "[On Play] Place all Characters with a cost of 1 or less at the bottom of the owner's deck.",
    "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card or [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 [Harbor Lookout] or [Sky Pirates] with a cost of 4 or less and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] You may trash 1 Event or Stage card from your hand: Draw 1 card.",
    "[Your Turn] [Once Per Turn] When your opponent's Character is K.O.'d, draw 1 card.",
    "When a Character is K.O.'d, if you have 2 or less Life cards, draw 1 card.",
    "[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, draw 1 card.",
    "[DON!! x1] [When Attacking] If you have 0 or 3 or more DON!! cards on your field, draw 1 card.",
    "[Counter] Draw 1 card and all of your Characters cannot be K.O.'d during this turn.",
    "[Main] Your opponent trashes 1 card from their hand.",
    "[Main] Set up to 1 of your [Harbor Lookout] Leader as active.",
    "[On Play] Trash 1 card from the top or bottom of your Life cards.",
    "[On Play] Set up to 1 of your <Slash> attribute Characters with a cost of 4 or less as active.",
    "[On Play] Play up to 1 [Harbor Lookout] with a cost of 4 or less from your deck, then shuffle your deck.",
    "[On Play] Play up to 1 {Sky Pirates} type or <Slash> attribute Character card with a cost of 4 or less from your hand rested.",
    "[Main] Up to 2 of your {Sky Pirates} type Characters or Characters with a [Trigger] gain +1000 power during this turn.",
    "[Counter] Up to 1 of your Characters or [Harbor Lookout] gains +2000 power during this battle.",
    "[Once Per Turn] When your opponent activates a [Blocker], draw 1 card.",
    "[Counter] Up to 1 of your Characters gains +2000 power until the end of your next turn.",
    "[DON!! x1] When this Character's attack deals damage to your opponent's Life, you may trash 2 cards from the top of your deck.",
    "This Character cannot be K.O.'d in battle by Leaders.",
    "This Character cannot be K.O.'d by your opponent's effects.",
    "[Activate: Main] You may rest your 1 Leader: Draw 1 card.",
    "[Activate: Main] [Once Per Turn] You may give 1 active DON!! card to 1 of your [Harbor Lookout]: Draw 1 card.",
    "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card and add it to your hand. Then, place the rest at the top or bottom of your deck.",
    "[Activate: Main] [Once Per Turn] Give up to 2 rested DON!! cards to your [Harbor Lookout] Leader.",
    "[On Play] Up to 1 of your Characters cannot be K.O.'d by your opponent's effects until the end of your opponent's next turn.",
    "[DON!! x1] At the end of a battle in which this Character battles your opponent's Character, you may K.O. the opponent's Character you battled with. If you do, K.O. this Character.",
    // the event timings (made-up texts in the printed templates)
    "[Opponent's Turn] When a DON!! card on your field is returned to your DON!! deck by your effect, draw 1 card.",
    "[Once Per Turn] This effect can be activated when a card is removed from your or your opponent's Life cards. Draw 1 card.",
    "[DON!! x2] When a card is removed from your opponent's Life cards, draw 1 card.",
    "When a card is removed from your Life cards, draw 1 card.",
    "[Your Turn] When your number of Life cards becomes 0, draw 2 cards.",
    "[Opponent's Turn] When this Leader or any of your Characters is given a DON!! card, draw 1 card.",
    "[Once Per Turn] When a Character is removed from the field by your effect, draw 1 card.",
    "[When Attacking]/[On Your Opponent's Attack] [Once Per Turn] Draw 1 card.",
    "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 4 or less and up to 1 of your opponent's Characters with a cost of 2 or less.",
    "[Main] K.O. up to 1 of your opponent's Characters with 3000 power or less and up to 1 of your opponent's Stages with a cost of 1 or less.",
    "[On Play] Return up to 1 Character with a cost of 7 or less and up to 1 Character with a cost of 2 or less to the owner's hand.",
    "[Counter] Give up to 1 each of your opponent's Leader and Character cards \u{2212}1000 power during this turn.",
    "[On Play] Rest this Character and up to 1 of your opponent's Characters.",
    "[On Play] K.O. up to 2 of your opponent's Characters with a total power of 5000 or less.",
    "[DON!! x1] [When Attacking] Return up to 1 Character with a cost of 3 or less to the owner's hand or the bottom of their deck.",
    "[DON!! x2] [When Attacking] Your opponent cannot activate a [Blocker] Character that has 6000 or more power during this battle.",
    "[Main] K.O. up to 1 of your opponent's [Blocker] Characters with a cost of 4 or less.",
    "[When Attacking] Play up to 1 {Sky Pirates} type Character card from your hand with a cost equal to or less than the number of DON!! cards on your field.",
    "[Activate: Main] [Once Per Turn] Play up to 1 {Sky Pirates} type Character card or [Harbor Lookout] with a cost equal to or less than the number of DON!! cards on your field from your hand.",
    // face-up Life and Life arrangement
    "[On Play] Look at all of your Life cards and place them back in your Life area in any order.",
    "[On Play] Look at all your Life cards; place 1 card at the top of your deck and place the rest back in your Life area in any order.",
    "[End of Your Turn] Trash all your face-up Life cards.",
    "[Activate: Main] [Once Per Turn] Look at 5 cards from the top of your deck and add up to 1 {Sky Pirates} type Character card to the top of your Life cards face-up. Then, place the rest at the bottom of your deck in any order.",
    "[On Play] Add up to 2 {Sky Pirates} type Character cards from your hand or trash to the top of your Life cards face-up.",
    "[On Play] Reveal up to 1 {Sky Pirates} type Character card from your hand and add it to the top of your Life cards face-down.",
    "[Main] Trash cards from the top of your Life cards until you have 1 Life card.",
    "[On Play] You may turn 1 of your face-up Life cards face-down: Draw 1 card.",
    "[Activate: Main] You may add 1 of your {Sky Pirates} type Characters to the top of your Life cards face-up: Draw 1 card.",
    "[On Play] Look at all of your opponent's Life cards and place them back in their Life area in any order.",
    "[On Play] Add up to 1 card from the top of your opponent's Life cards to the owner's hand.",
    "[Main] Add up to 1 Character with a cost of 9 or less to the top or bottom of the owner's Life cards face-down.",
    // the Leader a selector names by its types
    "[On Play] Your {Sky Pirates} type Leader gains [Banish] during this turn.\n(When this card deals damage, the target card is trashed without activating its Trigger.)",
    "[On Play] Your {Sky Pirates} type Leader gains +1000 power during this turn.",
    // [Rush: Character] given in words by a permanent effect
    "Your {Sky Pirates} type Characters can attack Characters on the turn in which they are played.",
    "If your opponent has 2 or more Characters, this Character can attack Characters on the turn in which it is played.",
    "Your Character cards are played rested.",
    "Your {Sky Pirates} type Character cards are played rested.",
    // "for every N …" scaling and conditions as table rows (issue #10)
    "This Character gains +1000 power for every 3 cards in your trash.",
    "[DON!! x1] [Your Turn] This Character gains +1000 power for every card in your hand.",
    "If your Leader has the {Sky Pirates} type, this Character gains +2000 power for every 2 Events in your trash.",
    "[Your Turn] This Character gains +1000 power for every 2 of your rested DON!! cards.",
    // a cost for every N … (`Modifier::CostBy`), alone and as the second of a pair
    "This Character gains +1 cost for every 3 cards in your trash.",
    "If your Leader has the {Sky Pirates} type, this Character gains [Blocker] and +1 cost for every 4 cards in your trash.\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
    // a hand card's own cost under a condition, and until the end of the opponent's next End Phase
    "If you have a Character with 8000 power or more, give this card in your hand \u{2212}3 cost.",
    "[On Play] Your Leader gains +2000 power until the end of your opponent's next End Phase.",
    "If your Leader is active and you have 4 or more rested DON!! cards, this Character gains +1000 power.",
    "If your Leader has the <Wisdom> attribute and your opponent has 5 or more rested cards, this Character gains +2000 power.",
    "[When Attacking] If you have a total of 3 or more given DON!! cards, draw 1 card.",
    "If your Leader has the {Sky Pirates} type and is active, this Character gains +1000 power.",
    "[On Play] If you have 7 or more DON!! cards on your field and 5 or less cards in your hand, draw 1 card.",
    "[Main] Give up to 1 of your opponent's Characters \u{2212}1000 power during this turn. Then, if that Character has 3000 power or less, draw 1 card.",
    "[Main] Give up to 1 of your opponent's Characters \u{2212}1000 power during this turn. Then, if that Character has a cost of 3 or less, K.O. it.",
    "All of your {Sky Pirates} type Character cards without a Counter have a +1000 Counter, according to the rules.",
    // the Leader's power, a type or a partial type, no Characters of a filter (issue #10, session 12)
    "If your Leader has 7000 power or more and the {Sky Pirates} type, this Character gains +1000 power.",
    "[On Play] If your Leader has the {Sky Pirates} type or a type including \"Sky\", draw 1 card.",
    "If your Leader is multicolored and you have no Characters with 6000 base power or more, this Character gains +4000 power.",
    // one of several keywords, one of two Leaders' names
    "[Activate: Main] [Once Per Turn] This Character gains [Double Attack], [Banish] or [Blocker] until the end of your opponent's next turn.\n(This card deals 2 damage.)",
    "If your Leader is [Harbor Lookout] or [Sky Pirates], this Character gains +1000 power.",
    // two names in the trash, a Character of either cost
    "If you have [Harbor Lookout] and [Sky Pirates] in your trash, this Character gains +2000 power.",
    "[On Play] If there is a Character with a cost of 0 or with a cost of 8 or more, draw 1 card.",
    "If you have a [Harbor Lookout] or [Sky Pirates] Character with 7000 base power or more, give this card in your hand \u{2212}5 cost.",
    "If your Leader has the {Sky Pirates} type, you have 3 or less Life cards and your opponent has 5 or more rested cards, give this card in your hand \u{2212}3 cost.",
];

const JA: &[&str] = &[
    "【登場時】相手のコスト3以下のキャラ1枚までを、KOする。",
    "【登場時】相手のレストのパワー4000以下のキャラ2枚までを、KOする。",
    "【アタック時】相手のコスト5以下のキャラ1枚までを、レストにする。",
    "【登場時】コスト2以下のキャラ1枚までを、持ち主の手札に戻す。",
    "【KO時】コスト4以下のキャラ1枚までを、持ち主のデッキの下に置く。",
    "【ドン‼×1】【アタック時】相手のキャラ1枚までを、このターン中、パワー-2000。",
    "【カウンター】自分のリーダーかキャラ1枚までを、このバトル中、パワー+3000。",
    "【カウンター】自分のリーダーを、このバトル中、パワー+2000。",
    "【登場時】カード2枚を引き、自分の手札1枚を捨てる。",
    "【登場時】カード1枚を引く。",
    "【メイン】自分のデッキの上から5枚を見て、特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分のデッキの上から4枚を見て、「港の見張り」以外の特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分の手札からコスト3以下の特徴《空賊》を持つキャラカード1枚までを、登場させる。",
    "【KO時】ドン‼デッキからドン‼1枚までを、レストで追加する。",
    "【起動メイン】【ターン1回】自分のリーダーかキャラ1枚にレストのドン‼1枚までを、付与する。",
    "【自分のターン終了時】自分のドン‼2枚までを、アクティブにする。",
    "【起動メイン】このキャラをレストにできる：相手のキャラ1枚までを、このターン中、コスト-1。",
    "【登場時】自分の手札1枚を捨てることができる：相手のコスト4以下のキャラ1枚までを、KOする。",
    "【登場時】自分の手札2枚を好きな順番でデッキの下に置くことができる：カード2枚を引く。",
    "【登場時】自分の手札1枚をデッキの上に置くことができる：相手のコスト2以下のキャラ1枚までを、KOする。",
    "【起動メイン】自分のドン‼1枚とこのキャラをレストにできる：カード1枚を引く。",
    "【メイン】自分のドン‼2枚をレストにし、自分の手札1枚を捨てることができる：カード2枚を引く。",
    "【登場時】ドン‼-1(自分の場のドン‼を指定の数ドン‼デッキに戻すことができる)：このキャラは、このターン中、【速攻】を得る。\n(このカードは登場したターンにアタックできる)",
    "【登場時】自分のリーダーが特徴《空賊》を持つ場合、カード1枚を引く。",
    "【登場時】カード1枚を引く。その後、自分のライフが2枚以下の場合、相手のコスト1以下のキャラ1枚までを、KOする。",
    "【相手のターン中】このキャラのパワー+1000。",
    "【ドン‼×1】このキャラは【ダブルアタック】を得る。\n(このカードが与えるダメージは2になる)",
    "自分のリーダーが特徴《空賊》を持つ場合、このキャラのコスト+2。",
    "このキャラは効果でKOされない。",
    "【ドン‼×1】【自分のターン中】相手のキャラすべてを、コスト-1。",
    "【メイン】以下から1つを選ぶ。\n・相手のコスト2以下のキャラ1枚までを、KOする。\n・相手のキャラ1枚までを、レストにする。",
    "【ブロッカー】(相手のアタックの後、このカードをレストにし、アタックの対象をこのカードにできる)",
    "【速攻】(このカードは登場したターンにアタックできる)\n【登場時】カード1枚を引く。",
    "【登場時】自分の手札からコスト3以下の【トリガー】を持つキャラカード1枚までを、登場させる。",
    "【メイン】相手のリーダーかキャラ1枚までを、このターン中、効果を無効にする。",
    "【登場時】相手のパワー4000以下のキャラ1枚までは、このターン中、【ブロッカー】を発動できない。",
    "【アタック時】相手は、このバトル中、【ブロッカー】を発動できない。",
    "【登場時】自分の「港の見張り」がいない場合、自分の手札から「港の見張り」1枚までを、登場させる。",
    "【カウンター】自分の「港の見張り」1枚までを、このバトル中、パワー+2000。",
    "ルール上、このカードはカード名を「港の見張り」としても扱う。",
    "【登場時】自分の手札からパワー5000以下の黒の特徴《空賊》を持つキャラカード1枚までを、登場させる。",
    "【KO時】自分のレストのキャラが2枚以上いる場合、相手のコスト1以下のキャラ1枚までを、トラッシュに置く。",
    "【起動メイン】【ターン1回】自分のキャラ2枚をレストにできる：カード1枚を引く。",
    "【メイン】このカードの【カウンター】効果を発動する。",
    "【登場時】自分のリーダーが『空』を含む特徴を持つ場合、自分のデッキの上から5枚を見て、「港の見張り」以外の『空』を含む特徴を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分の手札からコスト4以下の『空』を含む特徴を持つキャラカード1枚までを、登場させる。",
    "【登場時】自分の特徴《空賊》を持つキャラ1枚にレストのドン‼2枚までを、付与する。",
    "【登場時】自分のデッキの上から5枚を見て、コスト3以下の特徴《空賊》を持つキャラカード1枚までを、レストで登場させる。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】カード2枚までを引く。",
    "【自分のターン中】自分の特徴《空賊》を持つキャラすべてを、パワー+1000。",
    "【起動メイン】【ターン1回】自分のリーダーにレストのドン‼1枚までを、付与する。",
    "【登場時】自分のパワー6000以上のキャラが1枚以下の場合、カード1枚を引く。",
    "【登場時】自分のデッキの上から2枚をトラッシュに置き、相手のキャラ1枚までを、このターン中、コスト-1。",
    "【登場時】カード2枚を引き、自分の手札2枚を好きな順番でデッキの下に置く。",
    "【登場時】自分のライフが2枚以下の場合、相手は自身の場のドン‼1枚をドン‼デッキに戻す。",
    "【登場時】相手のリーダーかコスト5以下のキャラ1枚までを、レストにする。",
    "【登場時】相手のキャラ1枚までを、このターン中、パワー-2000し、カード1枚を引く。",
    "【起動メイン】自分のライフの上から1枚を手札に加えることができる：カード2枚を引く。",
    "【登場時】カード1枚を引く。その後、自分は、このターン中、自分の効果でライフを手札に加えられない。",
    "【ターン1回】このキャラが相手の効果で場を離れる場合、代わりに自分の手札1枚を捨てることができる。",
    "【ターン1回】このキャラが場を離れる場合、代わりに自分の手札1枚を捨てることができる。",
    "【ターン1回】このキャラが相手の効果でKOされる場合、代わりに自分の手札1枚を捨てることができる。",
    "ルール上、自分はコスト5以上のカードをデッキに入れることができない。",
    "【ターン1回】自分の元々のパワー7000以下の特徴《空賊》を持つキャラが相手の効果で場を離れる場合、代わりに自分の手札1枚を捨てることができる。",
    "「港の見張り」以外の自分の元々のコスト7以下のキャラが相手の効果で場を離れる場合、代わりに自分の手札1枚を捨てることができる。",
    "自分のレストのキャラがKOされる場合、代わりに自分の手札1枚を捨てることができる。",
    "このキャラがKOされる場合、代わりに自分のリーダーか「港の見張り」1枚を、レストにできる。",
    "【自分のターン中】【ターン1回】自分の手札2枚を捨てることができる：相手のキャラがKOされた時、このキャラをアクティブにする。",
    "【自分のターン終了時】自分の手札が6枚以下の場合、自分の、特徴《空賊》を持つキャラ1枚までとドン‼1枚までを、アクティブにする。",
    "【起動メイン】【ターン1回】自分のコスト8以下の【登場時】効果を持たないキャラ1枚までは、このターン中、【速攻】を得る。\n(このカードは登場したターンにアタックできる)",
    "【メイン】自分の【アタック時】効果を持たないキャラ1枚までは、このターン中、【速攻】を得る。\n(このカードは登場したターンにアタックできる)",
    "【相手のターン中】このキャラがバトルでKOされる場合、代わりに自分のドン‼1枚をレストにできる。",
    "【登場時】/【アタック時】相手のキャラ1枚までを、このターン中、コスト-1。",
    "【メイン】/【カウンター】自分のリーダーかキャラ1枚までを、このターン中、パワー+2000。",
    "【ターン1回】このキャラが相手の効果で場を離れる場合、代わりにこのキャラを、このターン中、パワー-2000できる。",
    "【起動メイン】\u{2460}(コストエリアのドン‼を指定の数レストにできる)，このキャラをレストにできる：カード1枚を引く。",
    "【登場時】\u{2461}(コストエリアのドン‼を指定の数レストにできる)：カード1枚を引く。",
    "【アタック時】自分のライフの上か下から1枚を手札に加えることができる：カード1枚を引く。",
    "【登場時】自分のトラッシュの特徴《空賊》を持つカード2枚を好きな順番でデッキの下に置くことができる：カード1枚を引く。",
    "【メイン】自分のライフの上から1枚をトラッシュに置くことができる：カード2枚を引く。",
    "【メイン】自分のデッキの上から2枚をトラッシュに置くことができる：カード1枚を引く。",
    "【起動メイン】このキャラを持ち主の手札に戻すことができる：カード1枚を引く。",
    "【登場時】自分の手札からイベント2枚を公開することができる：カード1枚を引く。",
    "【登場時】自分のリーダーが特徴《空賊》か《港の見張り》を持つ場合、カード1枚を引く。",
    "【登場時】自分のリーダーが多色の場合、カード1枚を引く。",
    "【登場時】自分の場のドン‼が相手の場のドン‼の枚数以下の場合、カード1枚を引く。",
    "【アタック時】相手の場のドン‼の枚数が自分の場のドン‼の枚数より多い場合、カード1枚を引く。",
    "【登場時】相手の手札が5枚以上ある場合、カード1枚を引く。",
    "【登場時】相手の場のドン‼が6枚以上ある場合、カード1枚を引く。",
    "【登場時】自分のデッキの上から5枚を見て、好きな順番に並び替え、デッキの上か下に置く。",
    "【相手のアタック時】\u{2461}(コストエリアのドン‼を指定の数レストにできる)：相手のドン‼1枚までを、レストにする。",
    "【登場時】自分のリーダーが特徴《空賊》を持ち、自分のライフが2枚以下の場合、カード1枚を引く。",
    "【登場時】自分のリーダーが多色で、お互いのライフの合計枚数が5枚以下の場合、カード1枚を引く。",
    "【アタック時】このキャラのパワーが7000以上の場合、カード1枚を引く。",
    "【起動メイン】このキャラが登場したターンの場合、カード1枚を引く。",
    "【登場時】コスト0のキャラがいる場合、カード1枚を引く。",
    "【登場時】自分のライフの上から1枚を表向きにできる：カード1枚を引く。",
    "【登場時】自分のライフの上から1枚を裏向きにできる：カード1枚を引く。その後、自分のライフすべてを裏向きにする。",
    "【起動メイン】【ターン1回】自分のリーダーが「港の見張り」の場合、自分のライフの上から1枚を裏向きにできる：カード1枚を引く。",
    "【登場時】自分のリーダーが特徴《空賊》を持つ場合、自分の手札1枚を捨てることができる：カード2枚を引く。",
    "【起動メイン】【ターン1回】自分の「港の見張り」1枚をレストにできる：カード1枚を引く。",
    "【登場時】コスト1のステージ1枚を持ち主のデッキの下に置くことができる：カード1枚を引く。",
    "【アタック時】相手は、このバトル中、パワー2000以下のキャラの【ブロッカー】を発動できない。",
    "【登場時】自分のリーダーが特徴《空賊》を持つか「港の見張り」の場合、カード1枚を引く。",
    "【登場時】自分のキャラの他の「港の見張り」がいない場合、カード1枚を引く。",
    "【アタック時】カード1枚を引く。その後、相手は、このバトル中、コスト5以下のキャラの【ブロッカー】を発動できない。",
    "【登場時】自分のライフの上か下から1枚をトラッシュに置くことができる：カード1枚を引く。",
    "【起動メイン】自分の特徴《空賊》を持つ、リーダーかステージ1枚を、レストにできる：カード1枚を引く。",
    "【起動メイン】このキャラと自分の特徴《空賊》を持つ、リーダーかステージ1枚を、レストにできる：カード1枚を引く。",
    "【起動メイン】自分のコスト2以上の特徴《空賊》を持つキャラ1枚を持ち主の手札に戻すことができる：カード1枚を引く。",
    "【登場時】相手のライフの上から1枚までを、トラッシュに置く。",
    "【メイン】このカードの【登場時】効果を発動する。",
    "【登場時】自分の手札かトラッシュのコスト2の「港の見張り」1枚までを、登場させる。",
    "【登場時】相手の手札が5枚以上ある場合、以下から1つを選ぶ。\n・カード1枚を引く。\n・相手のキャラ1枚までを、レストにする。",
    "【登場時】相手の元々のコスト3以下のキャラ1枚までを、KOする。",
    "【登場時】相手の元々のパワー5000以下のキャラ1枚までを、KOする。",
    "【登場時】元々のパワー6000のキャラ1枚までを、持ち主の手札に戻す。",
    "【登場時】相手のコスト5以下のキャラ1枚までは、次の相手のターン終了時まで、レストにできない。",
    "【登場時】自分の特徴《空賊》を持つキャラ1枚までを、次の相手のターン終了時まで、コスト+2。",
    "【登場時】相手のレストのコスト4以下のキャラ1枚までは、次の相手のリフレッシュフェイズでアクティブにならない。",
    "【登場時】自分のトラッシュのコスト3から5の特徴《空賊》を持つキャラカード1枚までを、手札に加える。",
    "【登場時】相手は自身のトラッシュのカード3枚を好きな順番でデッキの下に置く。",
    "【登場時】自分か相手のライフの上から1枚までを見て、ライフの上か下に置く。",
    "【登場時】自分の手札1枚までを、ライフの上に加える。",
    "【登場時】自分の手札から【トリガー】を持つキャラカード1枚までを、ライフの上に表向きで加える。",
    "【アタック時】自分のライフが2枚の場合、カード1枚を引く。",
    "【登場時】自分のリーダーが多色で、自分のライフが2枚の場合、カード1枚を引く。",
    "【アタック時】自分のアクティブのリーダー1枚を、このターン中、パワー-5000することができる：カード1枚を引く。",
    "【アタック時】相手のコスト3以下のキャラ1枚までを、相手のライフの上か下に表向きで加える。",
    "【登場時】コスト8以下のキャラ1枚までを、持ち主のライフの上か下に表向きで加える。",
    "【登場時】自分のコスト2以下のキャラ1枚までを、持ち主のライフの上に表向きで加える。",
    "【KO時】自分のデッキの上から2枚をトラッシュに置いてもよい。",
    "【登場時】自分のリーダーが多色の場合、自分のデッキの上から1枚をトラッシュに置いてもよい。",
    "【登場時】相手のライフの枚数以下のコストを持つ相手のキャラ1枚までを、KOする。",
    "【カウンター】自分のリーダーかキャラ1枚までを、このバトル中、パワー+2000。その後、自分のライフが2枚以下の場合、そのカードを、このバトル中、パワー+1000。",
    "【登場時】相手のコスト3以下のキャラ1枚までを、レストにする。その後、このターン終了時、自分のドン‼1枚までを、アクティブにする。",
    "【起動メイン】このターン終了時、このキャラをアクティブにする。",
    "【ドン‼×1】このキャラは相手のアクティブのキャラにもアタックできる。",
    "【登場時】自分の特徴《空賊》を持つキャラ1枚までは、このターン中、アクティブのキャラにもアタックできる。",
    "【登場時】自分のデッキの上から1枚を公開し、そのカードが『空』を含む特徴を持つ場合、カード2枚を引く。",
    "【アタック時】自分のデッキの上から1枚を公開し、そのカードがコスト4以下の特徴《空賊》を持つキャラカードの場合、レストで登場させてもよい。",
    "【起動メイン】このキャラをトラッシュに置くことができる：自分のライフの上から1枚を公開し、そのカードがコスト5の「港の見張り」の場合、登場させてもよい。",
    "【登場時】自分の場のドン‼を1枚以上ドン‼デッキに戻すことができる：カード1枚を引く。",
    "【アタック時】お互いのライフの合計枚数以下のコストを持つ相手のキャラ1枚までを、レストにする。",
    "【メイン】相手は以下から1つを選ぶ。\n・相手のライフの上から1枚をトラッシュに置く。\n・相手は自身の手札2枚を捨てる。",
    "【登場時】相手の手札が6枚以上ある場合、相手の手札2枚を捨てる。",
    "【メイン】相手のコスト1以下のキャラ1枚までを、KOし、このカードを手札に加える。",
    "【メイン】任意のコストを宣言し、相手のデッキの上から1枚を公開する。公開したカードが宣言したコストと同じ場合、カード1枚を引く。その後、ドン‼デッキからドン‼1枚までを、レストで追加する。",
    "【登場時】自分のデッキの上から1枚を公開し、そのカードがコスト4以下の特徴《空賊》を持つキャラカードの場合、登場させてもよい。そうした場合、カード1枚を引く。",
    "【登場時】自分の手札1枚を捨ててもよい。そうした場合、カード2枚を引く。",
    "【登場時】自分のレストのカードが8枚以上ある場合、カード1枚を引く。",
    "【登場時】自分のアクティブのドン‼が2枚以上ある場合、カード1枚を引く。",
    "【起動メイン】このキャラを持ち主のデッキの下に置くことができる：カード1枚を引く。",
    "【メイン】相手は以下から1つを選ぶ。\n・相手は自身の手札1枚を捨てる。\n・自分のデッキの上から1枚をライフの上に加える。",
    "【登場時】相手のレストのコスト2以下のキャラすべてを、KOする。",
    "【メイン】自分の特徴《空賊》を持つキャラすべてを、このターン中、パワー+1000。",
    "【登場時】コスト1以下のキャラすべてを、持ち主のデッキの下に置く。",
    "【登場時】自分のデッキの上から5枚を見て、特徴《空賊》を持つカードか「港の見張り」1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分のデッキの上から4枚を見て、コスト4以下の、「港の見張り」か「空賊」1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分の手札からイベントかステージカード1枚を捨てることができる：カード1枚を引く。",
    "【自分のターン中】【ターン1回】相手のキャラがKOされた時、カード1枚を引く。",
    "キャラがKOされた時、自分のライフが2枚以下の場合、カード1枚を引く。",
    "【自分のターン中】【ターン1回】自分の場のドン‼がドン‼デッキに戻された時、カード1枚を引く。",
    "【ドン‼×1】【アタック時】自分の場のドン‼が0枚か、3枚以上ある場合、カード1枚を引く。",
    "【カウンター】カード1枚を引き、自分のキャラすべては、このターン中、KOされない。",
    "【メイン】相手は自身の手札1枚を捨てる。",
    "【メイン】自分のリーダーの「港の見張り」1枚までを、アクティブにする。",
    "【登場時】自分のライフの上か下から1枚をトラッシュに置く。",
    "【登場時】自分のコスト4以下の属性(斬)を持つキャラ1枚までを、アクティブにする。",
    "【登場時】自分のデッキからコスト4以下の「港の見張り」1枚までを、登場させ、デッキをシャッフルする。",
    "【登場時】自分の手札からコスト4以下の、特徴《空賊》か属性(斬)を持つキャラカード1枚までを、レストで登場させる。",
    "【メイン】自分の特徴《空賊》か【トリガー】を持つキャラ2枚までを、このターン中、パワー+1000。",
    "【カウンター】自分のキャラか「港の見張り」1枚までを、このバトル中、パワー+2000。",
    "【ターン1回】相手が【ブロッカー】を発動した時、カード1枚を引く。",
    "【カウンター】自分のキャラ1枚までを、次の自分のターン終了時まで、パワー+2000。",
    "【ドン‼×1】このキャラのアタックによって、相手のライフにダメージを与えた時、自分のデッキの上から2枚をトラッシュに置いてもよい。",
    "このキャラはリーダーとのバトルでKOされない。",
    "このキャラは相手の効果でKOされない。",
    "【起動メイン】自分のリーダー1枚をレストにできる：カード1枚を引く。",
    "【起動メイン】【ターン1回】自分の「港の見張り」1枚にアクティブのドン‼1枚を付与することができる：カード1枚を引く。",
    "【登場時】自分のデッキの上から4枚を見て、特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りをデッキの上か下に置く。",
    "【起動メイン】【ターン1回】自分のリーダーの「港の見張り」にレストのドン‼2枚までを、付与する。",
    "【登場時】自分のキャラ1枚までは、次の相手のターン終了時まで、相手の効果でKOされない。",
    "【ドン‼×1】このキャラが相手のキャラとバトルしたバトル終了時、バトルした相手のキャラをKOしてもよい。そうした場合、このキャラをKOする。",
    "【相手のターン中】自分の場のドン‼が自分の効果によってドン‼デッキに戻された時、カード1枚を引く。",
    "【ターン1回】ライフが離れた時、発動できる。カード1枚を引く。",
    "【ドン‼×2】相手のライフが離れた時、カード1枚を引く。",
    "自分のライフが離れた時、カード1枚を引く。",
    "【自分のターン中】自分のライフが0枚になった時、カード2枚を引く。",
    "【相手のターン中】このリーダーか自分のキャラにドン‼が付与された時、カード1枚を引く。",
    "【ターン1回】キャラが自分の効果で場を離れた時、カード1枚を引く。",
    "【アタック時】/【相手のアタック時】【ターン1回】カード1枚を引く。",
    "【登場時】相手の、コスト4以下のキャラ1枚までとコスト2以下のキャラ1枚までを、KOする。",
    "【メイン】相手の、パワー3000以下のキャラ1枚までとコスト1以下のステージ1枚までを、KOする。",
    "【登場時】コスト7以下のキャラ1枚までと、コスト2以下のキャラ1枚までを、持ち主の手札に戻す。",
    "【カウンター】相手のリーダーとキャラ1枚ずつまでを、このターン中、パワー-1000。",
    "【登場時】このキャラと相手のキャラ1枚までを、レストにする。",
    "【登場時】相手のキャラ2枚までを、パワーの合計が5000以下になるようにKOする。",
    "【ドン‼×1】【アタック時】コスト3以下のキャラ1枚までを、持ち主の手札かデッキの下に戻す。",
    "【ドン‼×2】【アタック時】相手は、このバトル中、パワー6000以上のキャラの【ブロッカー】を発動できない。",
    "【メイン】相手のコスト4以下の【ブロッカー】を持つキャラ1枚までを、KOする。",
    "【アタック時】自分の手札から自分の場のドン‼の枚数以下のコストを持ち、特徴《空賊》を持つキャラカード1枚までを、登場させる。",
    "【起動メイン】【ターン1回】自分の手札から自分の場のドン‼の枚数以下のコストを持つ、特徴《空賊》を持つキャラカードか「港の見張り」1枚までを、登場させる。",
    // face-up Life and Life arrangement
    "【登場時】自分のライフすべてを見て、好きな順番で置く。",
    "【登場時】自分のライフすべてを見て、1枚を自分のデッキの上に置き、ライフを好きな順番で置く。",
    "【自分のターン終了時】自分のライフの表向きのカードすべてをトラッシュに置く。",
    "【起動メイン】【ターン1回】自分のデッキの上から5枚を見て、特徴《空賊》を持つキャラカード1枚までを、ライフの上に表向きで加える。その後、残りを好きな順番でデッキの下に置く。",
    "【登場時】自分の手札かトラッシュの特徴《空賊》を持つキャラカード2枚までを、自分のライフの上に表向きで加える。",
    "【登場時】自分の手札から特徴《空賊》を持つキャラカード1枚までを公開し、ライフの上に裏向きで加える。",
    "【メイン】自分のライフが1枚になるようにライフの上からトラッシュに置く。",
    "【登場時】自分の表向きのライフ1枚を裏向きにできる：カード1枚を引く。",
    "【起動メイン】自分の特徴《空賊》を持つキャラ1枚を自分のライフの上に表向きで加えることができる：カード1枚を引く。",
    "【登場時】相手のライフすべてを見て、好きな順番で置く。",
    "【登場時】相手のライフの上から1枚までを、持ち主の手札に加える。",
    "【メイン】コスト9以下のキャラ1枚までを、持ち主のライフの上か下に裏向きで加える。",
    "【登場時】自分の特徴《空賊》を持つリーダーは、このターン中、【バニッシュ】を得る。\n(このカードがダメージを与えた場合、トリガーは発動せずそのカードはトラッシュに置かれる)",
    "【登場時】自分の特徴《空賊》を持つリーダーを、このターン中、パワー+1000。",
    "自分の特徴《空賊》を持つキャラは、登場したターンにキャラへアタックできる。",
    "相手のキャラが2枚以上いる場合、このキャラは登場したターンにキャラへアタックできる。",
    "自分のキャラカードはレストで登場する。",
    "自分の特徴《空賊》を持つキャラカードはレストで登場する。",
    // "for every N …" scaling and conditions as table rows (issue #10)
    "自分のトラッシュにあるカード3枚につき、このキャラのパワー+1000。",
    "【ドン‼×1】【自分のターン中】自分の手札1枚につき、このキャラのパワー+1000。",
    "自分のリーダーが特徴《空賊》を持つ場合、自分のトラッシュにあるイベント2枚につき、このキャラのパワー+2000。",
    "【自分のターン中】自分のレストのドン‼2枚につき、このキャラのパワー+1000。",
    "自分のトラッシュにあるカード3枚につき、このキャラのコスト+1。",
    "自分のリーダーが特徴《空賊》を持つ場合、このキャラは【ブロッカー】を得て、自分のトラッシュにあるカード4枚につき、コスト+1。\n(相手のアタックの後、このカードをレストにし、アタックの対象をこのカードにできる)",
    "手札のこのカードは、自分のパワー8000以上のキャラがいる場合、コスト-3。",
    "【登場時】自分のリーダーを、次の相手のエンドフェイズ終了時まで、パワー+2000。",
    "自分のリーダーがアクティブで、自分のレストのドン‼が4枚以上ある場合、このキャラのパワー+1000。",
    "自分のリーダーが属性(知)を持ち、相手のレストのカードが5枚以上ある場合、このキャラのパワー+2000。",
    "【アタック時】自分の付与されているドン‼が合計3枚以上ある場合、カード1枚を引く。",
    "自分のリーダーが特徴《空賊》を持ち、自分のリーダーがアクティブの場合、このキャラのパワー+1000。",
    "【登場時】自分の場のドン‼が7枚以上あり、自分の手札が5枚以下の場合、カード1枚を引く。",
    "【メイン】相手のキャラ1枚までを、このターン中、パワー-1000。その後、そのキャラのパワーが3000以下の場合、カード1枚を引く。",
    "【メイン】相手のキャラ1枚までを、このターン中、パワー-1000。その後、そのキャラのコストが3以下の場合、KOする。",
    "ルール上、自分の特徴《空賊》を持ちカウンターを持たないキャラカードすべてはカウンター+1000を持つ。",
    "自分のリーダーのパワーが7000以上で、自分のリーダーが特徴《空賊》を持つ場合、このキャラのパワー+1000。",
    "【登場時】自分のリーダーが特徴《空賊》か『空』を含む特徴を持つ場合、カード1枚を引く。",
    "自分のリーダーが多色で、自分の元々のパワー6000以上のキャラがいない場合、このキャラのパワー+4000。",
    "【起動メイン】【ターン1回】このキャラは、次の相手のターン終了時まで、【ダブルアタック】か【バニッシュ】か【ブロッカー】を得る。\n(このカードが与えるダメージは2になる)",
    "自分のリーダーが「港の見張り」か「空賊」の場合、このキャラのパワー+1000。",
    "自分のトラッシュに「港の見張り」と「空賊」がある場合、このキャラのパワー+2000。",
    "【登場時】コスト0か8以上のキャラがいる場合、カード1枚を引く。",
    "手札のこのカードは、自分の元々のパワー7000以上のキャラの、「港の見張り」か「空賊」がいる場合、コスト-5。",
    "手札のこのカードは、自分のリーダーが特徴《空賊》を持ち、自分のライフが3枚以下で、相手のレストのカードが5枚以上ある場合、コスト-3。",
];

#[test]
fn english_template_families_round_trip() {
    for t in EN {
        round_trip(t, Lang::En);
    }
}

#[test]
fn japanese_template_families_round_trip() {
    for t in JA {
        round_trip(t, Lang::Ja);
    }
}

#[test]
fn both_languages_of_each_family_read_the_same() {
    assert_eq!(EN.len(), JA.len());
    for (en, ja) in EN.iter().zip(JA) {
        let e = compile_text(en, Lang::En);
        let j = compile_text(ja, Lang::Ja);
        // names and traits are words of their language; the invented ones differ by design
        let norm = |s: String| s.replace("Sky Pirates", "空賊").replace("Harbor Lookout", "港の見張り").replace("Sky*", "空*");
        assert_eq!(norm(format!("{:?}", e)), format!("{:?}", j), "{en} / {ja}");
    }
}

#[test]
fn triggers_round_trip() {
    for t in [
        "[Trigger] Play this card.",
        "[Trigger] Draw 2 cards and trash 1 card from your hand.",
        "[Trigger] You may trash 1 card from your hand: Play this card.",
        "[Trigger] Add up to 1 DON!! card from your DON!! deck and set it as active.",
        "[Trigger] If you have 2 or less Life cards, play this card.",
        "[Trigger] K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
        "[Trigger] Rest up to 1 of your opponent's Characters with a cost of 2 or less and add this card to your hand.",
    ] {
        round_trip_trigger(t, Lang::En);
    }
    for t in [
        "【トリガー】このカードを登場させる。",
        "【トリガー】カード2枚を引き、自分の手札1枚を捨てる。",
        "【トリガー】自分の手札1枚を捨てることができる：このカードを登場させる。",
        "【トリガー】ドン‼デッキからドン‼1枚までを、アクティブで追加する。",
        "【トリガー】自分のライフが2枚以下の場合、このカードを登場させる。",
        "【トリガー】相手のコスト4以下のキャラ1枚までを、KOする。",
        "【トリガー】相手のコスト2以下のキャラ1枚までを、レストにし、このカードを手札に加える。",
    ] {
        round_trip_trigger(t, Lang::Ja);
    }
}

#[test]
fn a_printed_card_compiles_to_a_definition_and_renders_back_in_both_languages() {
    use std::collections::BTreeMap;

    use opcg_cards::compile::compile_card;
    use opcg_cards::printed::{CardText, PrintedCard};
    use opcg_cards::render::render_card;
    use opcg_engine::{CardKind, Colour};

    let en = CardText {
        name: "Harbor Lookout".into(),
        traits: vec!["Sky Pirates".into()],
        effect: "[Activate: Main] [Once Per Turn] You may rest 1 of your DON!! cards: This Leader gains +1000 power during this turn.\nThis Leader cannot attack.".into(),
        trigger: None,
    };
    let ja = CardText {
        name: "港の見張り".into(),
        traits: vec!["空賊".into()],
        effect: "【起動メイン】【ターン1回】自分のドン‼1枚をレストにできる：このリーダーは、このターン中、パワー+1000。\nこのリーダーはアタックできない。".into(),
        trigger: None,
    };
    let card = PrintedCard {
        number: "TST-001".into(),
        kind: CardKind::Leader,
        colours: vec![Colour::Red],
        cost: None,
        power: Some(5000),
        counter: None,
        life: Some(5),
        attributes: Vec::new(),
        rarity: "L".into(),
        block: None,
        texts: BTreeMap::from([(Lang::En, en.clone()), (Lang::Ja, ja.clone())]),
    };
    let e = compile_card(&card, Lang::En);
    let j = compile_card(&card, Lang::Ja);
    assert!(e.is_complete() && j.is_complete(), "{:?} {:?}", e.unread, j.unread);
    assert_eq!(e.def.abilities, j.def.abilities);
    assert_eq!((e.def.life, e.def.power, e.def.kind), (5, 5000, CardKind::Leader));
    assert_eq!(render_card(&e.def, Lang::En), (en.effect.clone(), None));
    assert_eq!(render_card(&j.def, Lang::Ja), (ja.effect.clone(), None));
    // the English definition read out in Japanese (names and traits stay as printed)
    assert_eq!(render_card(&e.def, Lang::Ja).0, ja.effect);
}

/// Some lists print the options of "Your opponent chooses one:" as "- " lines: the same data,
/// written back the way it was printed.
#[test]
fn dash_option_lines_read_like_bullets() {
    use opcg_cards::render::Hints;
    let dot = "[Main] Your opponent chooses one:\n• Trash 1 card from the top of your opponent's Life cards.\n• Draw 1 card.";
    let dash = dot.replace("\n• ", "\n- ");
    let (a, b) = (compile_text(dot, Lang::En), compile_text(&dash, Lang::En));
    assert!(b.unread.is_empty(), "{:?}", b.unread);
    assert_eq!(a.abilities, b.abilities);
    let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Event, opcg_engine::Colour::Red) };
    let hinted = opcg_cards::render::render_card_hinted(&def, Hints::of_text(&dash, Lang::En), Lang::En).0;
    assert_eq!(hinted, dash);
}

/// 「登場させた場合、」 names the act where other lists write 「そうした場合、」: the same data,
/// written back the way it was printed.
#[test]
fn the_named_if_you_do_reads_like_the_plain_one() {
    use opcg_cards::render::Hints;
    let plain = "【登場時】自分のデッキの上から1枚を公開し、そのカードがコスト4以下の特徴《空賊》を持つキャラカードの場合、登場させてもよい。そうした場合、カード1枚を引く。";
    let named = plain.replace("そうした場合", "登場させた場合");
    let (a, b) = (compile_text(plain, Lang::Ja), compile_text(&named, Lang::Ja));
    assert!(b.unread.is_empty(), "{:?}", b.unread);
    assert_eq!(a.abilities, b.abilities);
    let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(&named, Lang::Ja), Lang::Ja).0, named);
}

/// "… place them at the top or bottom of your deck in any order" (some lists) reads like "… of
/// the deck …" and is written back as printed.
#[test]
fn the_your_deck_wording_of_arranging_the_top_reads_the_same() {
    use opcg_cards::render::Hints;
    let the = "[On Play] Look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order.";
    let your = the.replace("of the deck", "of your deck");
    let (a, b) = (compile_text(the, Lang::En), compile_text(&your, Lang::En));
    assert!(b.unread.is_empty(), "{:?}", b.unread);
    assert_eq!(a.abilities, b.abilities);
    let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(&your, Lang::En), Lang::En).0, your);
}

/// "You may add 1 card from your Life area to your hand:" (the top one, 3-10-2) is written back
/// as printed through the printing hints.
#[test]
fn the_life_area_wording_of_the_life_cost_is_written_back_as_printed() {
    use opcg_cards::render::Hints;
    let area = "[On Play] You may add 1 card from your Life area to your hand: Draw 1 card.";
    let b = compile_text(area, Lang::En);
    assert!(b.unread.is_empty(), "{:?}", b.unread);
    let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(area, Lang::En), Lang::En).0, area);
}

/// Printings of costs (the table's variant templates) read like the canonical wording and are
/// written back as printed through their hints, on a Character and on a Stage ("this card").
#[test]
fn cost_printings_are_read_and_written_back_as_printed() {
    use opcg_cards::render::Hints;
    use opcg_engine::{CardDef, CardKind, Colour};
    let cases: &[(&str, &str, Lang, CardKind)] = &[
        ("[On Play] You may rest your Leader: Draw 1 card.", "[On Play] You may rest your 1 Leader: Draw 1 card.", Lang::En, CardKind::Character),
        ("【登場時】自分のリーダーをレストにできる：カード1枚を引く。", "【登場時】自分のリーダー1枚をレストにできる：カード1枚を引く。", Lang::Ja, CardKind::Character),
        ("[On Play] You may rest your Leader or 1 of your Stage cards: Draw 1 card.", "[On Play] You may rest 1 of your Leader or Stage cards: Draw 1 card.", Lang::En, CardKind::Character),
        ("[On Play] You may give your active Leader \u{2212}5000 power during this turn: Draw 1 card.", "[On Play] You may give your 1 active Leader \u{2212}5000 power during this turn: Draw 1 card.", Lang::En, CardKind::Character),
        ("【登場時】自分のアクティブのリーダーを、このターン中、パワー-5000することができる：カード1枚を引く。", "【登場時】自分のアクティブのリーダー1枚を、このターン中、パワー-5000することができる：カード1枚を引く。", Lang::Ja, CardKind::Character),
        ("[On Play] You may place 1 of your Characters at the bottom of the owner's deck: Draw 1 card.", "[On Play] You may place 1 of your Characters at the bottom of your deck: Draw 1 card.", Lang::En, CardKind::Character),
        ("【登場時】自分のキャラ1枚を持ち主のデッキの下に置くことができる：カード1枚を引く。", "【登場時】自分のキャラ1枚をデッキの下に置くことができる：カード1枚を引く。", Lang::Ja, CardKind::Character),
        ("[Activate: Main] You may rest this card and 1 of your [Harbor Lookout] cards: Draw 1 card.", "[Activate: Main] You may rest this Stage and 1 of your [Harbor Lookout] cards: Draw 1 card.", Lang::En, CardKind::Stage),
        ("【起動メイン】このカードと自分の「港の見張り」1枚をレストにできる：カード1枚を引く。", "【起動メイン】このステージと自分の「港の見張り」1枚をレストにできる：カード1枚を引く。", Lang::Ja, CardKind::Stage),
        (
            "If this Character would be K.O.'d by your opponent's effect, you may rest 2 of your active DON!! cards instead.",
            "If this Character would be K.O.'d by your opponent's effect, you may rest 2 of your DON!! cards instead.",
            Lang::En,
            CardKind::Character,
        ),
        ("このキャラが相手の効果でKOされる場合、代わりに自分のアクティブのドン‼2枚をレストにできる。", "このキャラが相手の効果でKOされる場合、代わりに自分のドン‼2枚をレストにできる。", Lang::Ja, CardKind::Character),
        (
            "[On Play] You may rest 1 of your {Sky Pirates} type Leader or Stage cards, and return 1 of your Characters to the owner's hand: Draw 1 card.",
            "[On Play] You may rest 1 of your {Sky Pirates} type Leader or Stage cards and return 1 of your Characters to the owner's hand: Draw 1 card.",
            Lang::En,
            CardKind::Character,
        ),
        // 「…てもよい」 is the "may" of 「…ことができる」
        ("このキャラがバトルでKOされる場合、代わりに自分のライフの上から1枚を手札に加えてもよい。", "このキャラがバトルでKOされる場合、代わりに自分のライフの上から1枚を手札に加えることができる。", Lang::Ja, CardKind::Character),
        ("このキャラが効果でKOされる場合、代わりに自分のライフの上から1枚をトラッシュに置いてもよい。", "このキャラが効果でKOされる場合、代わりに自分のライフの上から1枚をトラッシュに置くことができる。", Lang::Ja, CardKind::Character),
    ];
    for (printed, canonical, lang, kind) in cases {
        let (a, b) = (compile_text(printed, *lang), compile_text(canonical, *lang));
        assert!(a.unread.is_empty() && b.unread.is_empty(), "{printed:?} {:?} / {canonical:?} {:?}", a.unread, b.unread);
        assert_eq!(a.abilities, b.abilities, "{printed} / {canonical}");
        let def = CardDef { abilities: a.abilities.clone(), ..CardDef::vanilla("TST-1", "x", *kind, Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(printed, *lang), *lang).0, *printed);
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::default(), *lang).0, *canonical);
    }
}

/// Printings of a selection written back as printed through the hints: "… card on your
/// field", "… if that Leader or Character attacks …", 「…合計2枚まで…」, "… or place it at the
/// bottom of their deck", 「リーダーとキャラ1枚まで」.
#[test]
fn printings_of_selections_are_written_back_as_printed() {
    use opcg_cards::render::Hints;
    for (text, lang) in [
        ("[Activate: Main] You may rest this Character: Up to 1 {Sky Pirates} type Leader or Character card on your field gains +1000 power during this turn.", Lang::En),
        ("[Main] Select up to 1 of your {Sky Pirates} type Leader or Character cards. Your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn.", Lang::En),
        ("【メイン】自分の特徴《空賊》を持つ、リーダーかキャラ1枚までを選ぶ。相手は、このターン中、そのリーダーかキャラがアタックする場合【ブロッカー】を発動できない。", Lang::Ja),
        ("[On Play] Rest up to a total of 2 of your opponent's Characters or DON!! cards.", Lang::En),
        ("【登場時】相手の、キャラかドン‼合計2枚までを、レストにする。", Lang::Ja),
        ("[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand or place it at the bottom of their deck.", Lang::En),
        ("【カウンター】相手のリーダーとキャラ1枚までを、このターン中、パワー-1000。", Lang::Ja),
        ("[Main] Up to a total of 3 of your Leader and Character cards gain +1000 power during this turn.", Lang::En),
        ("【メイン】自分のリーダーとキャラ合計3枚までを、このターン中、パワー+1000。", Lang::Ja),
        ("[On Play] Up to a total of 2 of your opponent's rested Leader and Character cards will not become active in your opponent's next Refresh Phase.", Lang::En),
        ("【登場時】相手のレストの、リーダーとキャラ合計2枚までは、次の相手のリフレッシュフェイズでアクティブにならない。", Lang::Ja),
    ] {
        let b = compile_text(text, lang);
        assert!(b.unread.is_empty(), "{text}: {:?}", b.unread);
        let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
    }
}

/// A condition after a continuative clause (「…し、<条件>場合、…」) belongs to the revealed
/// card only after 「公開し、」: elsewhere it is never dropped — the text is read with it, or
/// reported unread.
#[test]
fn a_condition_after_a_clause_is_never_dropped() {
    let c = compile_text("【登場時】カード1枚を引き、自分のライフが2枚以下の場合、カード1枚を引く。", Lang::Ja);
    let read = format!("{:?}", c.abilities);
    assert!(!c.unread.is_empty() || read.contains("AtMost"), "{read}");
}

/// Printings that word a clause another way read the same as the canonical wording (and are
/// written back their way through the printing hints).
#[test]
fn printed_variants_read_like_the_canonical_wording() {
    let same = |a: &str, b: &str, lang: Lang| {
        let (x, y) = (compile_text(a, lang), compile_text(b, lang));
        assert!(x.unread.is_empty() && y.unread.is_empty(), "{a:?} {:?} / {b:?} {:?}", x.unread, y.unread);
        assert_eq!(format!("{:?}", x.abilities), format!("{:?}", y.abilities), "{a} / {b}");
    };
    same("[Counter] Draw 1 card and none of your Characters can be K.O.'d during this turn.", "[Counter] Draw 1 card and all of your Characters cannot be K.O.'d during this turn.", Lang::En);
    same("【カウンター】カード1枚を引き、自分のキャラは、このターン中、KOされない。", "【カウンター】カード1枚を引き、自分のキャラすべては、このターン中、KOされない。", Lang::Ja);
    same("[Main] Your opponent chooses 1 card from their hand and trashes it.", "[Main] Your opponent trashes 1 card from their hand.", Lang::En);
    same("【メイン】相手は自身の手札1枚を選び、捨てる。", "【メイン】相手は自身の手札1枚を捨てる。", Lang::Ja);
    same("[On Play] If you have 0 DON!! cards on your field or 8 or more DON!! cards on your field, draw 1 card.", "[On Play] If you have 0 or 8 or more DON!! cards on your field, draw 1 card.", Lang::En);
    same("[On Play] Play up to 1 Character with a cost of 3 from your hand.", "[On Play] Play up to 1 Character card with a cost of 3 from your hand.", Lang::En);
    same("【登場時】自分の手札からコスト3のキャラ1枚までを、登場させる。", "【登場時】自分の手札からコスト3のキャラカード1枚までを、登場させる。", Lang::Ja);
    same("[On Play] Look at 3 cards from the top of your deck and return them to the top or bottom of the deck in any order.", "[On Play] Look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order.", Lang::En);
    same("[On Play] Set up to 1 of your ＜Slash＞ attribute Characters as active.", "[On Play] Set up to 1 of your <Slash> attribute Characters as active.", Lang::En);
    same("【登場時】自分の場のドン‼が0枚、または自分の場のドン‼が8枚以上ある場合、カード1枚を引く。", "【登場時】自分の場のドン‼が0枚か、8枚以上ある場合、カード1枚を引く。", Lang::Ja);
    // a Life card moves from the top unless told otherwise (3-10-2)
    same("[On Play] You may add 1 card from the top of your Life cards to your hand: Draw 1 card.", "[On Play] You may add 1 card from your Life area to your hand: Draw 1 card.", Lang::En);
    same("【登場時】自分のライフの上から1枚を手札に加えることができる：カード1枚を引く。", "【登場時】自分のライフ1枚を手札に加えることができる：カード1枚を引く。", Lang::Ja);
    // "a [Name] Character" / 「キャラの「名」」 name the same Character as "[Name]" / 「「名」」
    same("If you have [Harbor Lookout], this Character gains [Blocker].", "If you have a [Harbor Lookout] Character, this Character gains [Blocker].", Lang::En);
    same("自分の「港の見張り」がいる場合、このキャラは【ブロッカー】を得る。", "自分のキャラの「港の見張り」がいる場合、このキャラは【ブロッカー】を得る。", Lang::Ja);
    // two selections: the side printed with each, or once for both
    same("【登場時】相手のコスト4以下のキャラ1枚までと、相手のコスト2以下のキャラ1枚までを、KOする。", "【登場時】相手の、コスト4以下のキャラ1枚までとコスト2以下のキャラ1枚までを、KOする。", Lang::Ja);
    same("[Trigger] Negate the effect of up to 1 of each of your opponent's Leader and Character cards during this turn.", "[Trigger] Negate the effect of up to 1 each of your opponent's Leader and Character cards during this turn.", Lang::En);
    same("【カウンター】相手のリーダーとキャラ1枚までを、このターン中、パワー-1000。", "【カウンター】相手のリーダーとキャラ1枚ずつまでを、このターン中、パワー-1000。", Lang::Ja);
    same("[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand or place it at the bottom of their deck.", "[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand or the bottom of their deck.", Lang::En);
    // "that Leader or Character" after a selection of Leader or Character cards is the selected card
    same("[Main] Select up to 1 of your {Sky Pirates} type Leader or Character cards. Your opponent cannot activate [Blocker] if that Leader or Character attacks during this turn.", "[Main] Select up to 1 of your {Sky Pirates} type Leader or Character cards. If the selected Character attacks during this turn, your opponent cannot activate [Blocker].", Lang::En);
    same("【メイン】自分の特徴《空賊》を持つ、リーダーかキャラ1枚までを選ぶ。相手は、このターン中、そのリーダーかキャラがアタックする場合【ブロッカー】を発動できない。", "【メイン】自分の特徴《空賊》を持つ、リーダーかキャラ1枚までを選ぶ。相手は、このターン中、選んだキャラがアタックする場合【ブロッカー】を発動できない。", Lang::Ja);
    same("[Activate: Main] You may rest this Stage: Up to 1 {Sky Pirates} type Leader or Character card on your field gains +1000 power during this turn.", "[Activate: Main] You may rest this Stage: Up to 1 of your {Sky Pirates} type Leader or Character cards gains +1000 power during this turn.", Lang::En);
    // "up to a total of 3 of your Leader and Character cards": one choice among both
    same("[Main] Up to a total of 3 of your Leader and Character cards gain +1000 power during this turn.", "[Main] Up to 3 of your Leader or Character cards gain +1000 power during this turn.", Lang::En);
    same("【メイン】自分のリーダーとキャラ合計3枚までを、このターン中、パワー+1000。", "【メイン】自分のリーダーかキャラ3枚までを、このターン中、パワー+1000。", Lang::Ja);
    // "a total of" DON!! cards or Characters: the same choice
    same("[On Play] Rest up to a total of 2 of your opponent's Characters or DON!! cards.", "[On Play] Rest up to 2 of your opponent's DON!! cards or Characters.", Lang::En);
    same("【登場時】相手の、キャラかドン‼合計2枚までを、レストにする。", "【登場時】相手の、キャラかドン‼2枚までを、レストにする。", Lang::Ja);
    // Life arrangement and face-up Life: "all your" / "all of your", "1" / "1 card", 「置く」 for
    // 「加える」, 「までを」 without its comma
    same("[On Play] Look at all your Life cards and place them back in your Life area in any order.", "[On Play] Look at all of your Life cards and place them back in your Life area in any order.", Lang::En);
    same("[On Play] Look at all your Life cards; place 1 at the top of your deck and place the rest back in your Life area in any order.", "[On Play] Look at all your Life cards; place 1 card at the top of your deck and place the rest back in your Life area in any order.", Lang::En);
    same("【登場時】相手のコスト3以下のキャラ1枚までを、持ち主のライフの上か下に表向きで置く。", "【登場時】相手のコスト3以下のキャラ1枚までを、持ち主のライフの上か下に表向きで加える。", Lang::Ja);
    same("【登場時】相手のライフの上から1枚までをトラッシュに置く。", "【登場時】相手のライフの上から1枚までを、トラッシュに置く。", Lang::Ja);
    same("【登場時】自分の手札の特徴《空賊》を持つキャラカード1枚までを公開し、ライフの上に裏向きで加える。", "【登場時】自分の手札から特徴《空賊》を持つキャラカード1枚までを公開し、ライフの上に裏向きで加える。", Lang::Ja);
    // a cost limit and a power limit joined by "and" / 「で」
    same("[Activate: Main] You may add 1 of your Characters with a cost of 3 or more and 7000 power or more to the top of your Life cards face-up: Draw 1 card.", "[Activate: Main] You may add 1 of your Characters with a cost of 3 or more with 7000 power or more to the top of your Life cards face-up: Draw 1 card.", Lang::En);
    same("【メイン】自分のキャラ1枚までは、次の自分のターン開始時まで、パワー+2000。", "【メイン】自分のキャラ1枚までを、次の自分のターン開始時まで、パワー+2000。", Lang::Ja);
    same("【起動メイン】自分のコスト3以上でパワー7000以上のキャラ1枚を自分のライフの上に表向きで加えることができる：カード1枚を引く。", "【起動メイン】自分のコスト3以上のパワー7000以上のキャラ1枚を自分のライフの上に表向きで加えることができる：カード1枚を引く。", Lang::Ja);
}

/// A second selection is never taken from the subject of the next clause, and a total is read
/// only where the Japanese can say it (before the verb that acts on the cards).
#[test]
fn a_second_selection_is_only_read_where_it_is_chosen() {
    let c = compile_text("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less and up to 1 of your Characters gains +1000 power during this turn.", Lang::En);
    assert!(!format!("{:?}", c.abilities).contains("also: Some"), "{:?}", c.abilities);
    let c = compile_text("[On Play] Give up to 2 of your opponent's Characters with a total power of 4000 or less \u{2212}1000 power during this turn.", Lang::En);
    assert!(!c.unread.is_empty(), "the total of a power change is not read: {:?}", c.abilities);
}

/// "A. B." (two sentences, no "Then,") reads like "A and B" and like 「Aし、B」, and is written
/// back as printed through the ". " joiner hint; "A. Then, B." stays two sentences.
#[test]
fn two_sentences_without_then_read_like_one_chain() {
    use opcg_cards::render::Hints;
    let two = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)";
    let and = "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less and this Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)";
    let ja = "【登場時】相手のコスト2以下のキャラ1枚までを、KOし、このキャラは、このターン中、【速攻】を得る。\n(このカードは登場したターンにアタックできる)";
    let (a, b, j) = (compile_text(two, Lang::En), compile_text(and, Lang::En), compile_text(ja, Lang::Ja));
    assert!(a.unread.is_empty() && b.unread.is_empty() && j.unread.is_empty(), "{:?} {:?} {:?}", a.unread, b.unread, j.unread);
    assert_eq!(a.abilities, b.abilities);
    assert_eq!(a.abilities, j.abilities);
    let def = opcg_engine::CardDef { abilities: a.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(two, Lang::En), Lang::En).0, two);
    let then = "[On Play] Draw 1 card. Then, trash 1 card from your hand.";
    assert_eq!(Hints::of_text(then, Lang::En).join, " and ");
    round_trip(then, Lang::En);
}

/// "Draw 1 card, look at up to 1 card …, and place it …": a bare comma joins the first clause
/// when the last one has its own ", and"; the same chain as 「カード1枚を引き、…置く。」, written
/// back as printed. A condition's comma is not that joiner.
#[test]
fn a_comma_list_of_clauses_reads_like_one_chain() {
    use opcg_cards::render::Hints;
    let en = "[Trigger] Draw 1 card, look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards.";
    let ja = "【トリガー】カード1枚を引き、自分か相手のライフの上から1枚までを見て、ライフの上か下に置く。";
    let e = compile_trigger(en, Lang::En).unwrap_or_else(|u| panic!("{u:?}"));
    let j = compile_trigger(ja, Lang::Ja).unwrap_or_else(|u| panic!("{u:?}"));
    assert_eq!(e, j);
    let read = format!("{e:?}");
    assert!(read.contains("Draw { amount: Fixed(1)") && read.contains("Arrange { life: true, count: 1,"), "{read}");
    assert_eq!(Hints::of_text(en, Lang::En).join, ", ");
    let def = opcg_engine::CardDef { trigger: Some(e), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Event, opcg_engine::Colour::Yellow) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(en, Lang::En), Lang::En).1.as_deref(), Some(en));
    assert_eq!(Hints::of_text("[On Play] If you have 2 or less Life cards, draw 1 card and trash 1 card from your hand.", Lang::En).join, " and ");
}

/// "Select up to 1 …. The selected Character cannot attack during this turn." (「…を選ぶ。選んだ
/// キャラは、…」): a selection, then "that card" in the selection's printed words; both languages
/// read the same, and each is written back as printed.
#[test]
fn a_selection_then_the_selected_character() {
    use opcg_cards::render::Hints;
    let cases = [
        (
            "[On Block] Select up to 1 of your opponent's Characters with a cost of 5 or less. The selected Character cannot attack during this turn.",
            "【ブロック時】相手のコスト5以下のキャラ1枚までを選ぶ。選んだキャラは、このターン中、アタックできない。",
        ),
        (
            "[On Play] Select up to 1 of your {Sky Pirates} type Characters with 6000 power or more. If the selected Character attacks during this turn, your opponent cannot activate [Blocker].",
            "【登場時】自分のパワー6000以上の特徴《空賊》を持つキャラ1枚までを選ぶ。相手は、このターン中、選んだキャラがアタックする場合【ブロッカー】を発動できない。",
        ),
    ];
    for (en, ja) in cases {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
        assert_eq!(format!("{:?}", e.abilities).replace("Sky Pirates", "空賊"), format!("{:?}", j.abilities), "{en} / {ja}");
        for (text, c, lang) in [(en, &e, Lang::En), (ja, &j, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
        }
    }
}

/// A number before a card filter makes it plural ("2 or more Events in your trash"), and plain
/// "cards in your trash" is the trash's size, the same reading as 「自分のトラッシュが15枚以上ある」.
#[test]
fn a_number_before_a_filter_agrees_with_it() {
    for (en, ja) in [
        ("[On Play] If you have 2 or more Events in your trash, draw 1 card.", "【登場時】自分のトラッシュにイベントが2枚以上ある場合、カード1枚を引く。"),
        ("[On Play] If you have 15 or more cards in your trash, draw 1 card.", "【登場時】自分のトラッシュが15枚以上ある場合、カード1枚を引く。"),
    ] {
        round_trip(en, Lang::En);
        round_trip(ja, Lang::Ja);
        assert_eq!(compile_text(en, Lang::En).abilities, compile_text(ja, Lang::Ja).abilities, "{en} / {ja}");
    }
    let c = compile_text("[On Play] If you have 15 or more cards in your trash, draw 1 card.", Lang::En);
    assert!(format!("{:?}", c.abilities).contains("AtLeast(YourTrash, 15)"), "{:?}", c.abilities);
    assert!(!compile_text("[On Play] If you have 2 or more Event in your trash, draw 1 card.", Lang::En).unread.is_empty(), "the singular after 2 is not the template");
}

/// "This Character gains [Banish] and +1000 power during this battle." (「このキャラは、このバトル
/// 中、【バニッシュ】を得て、パワー+1000。」): the keyword and the power on the same card, read
/// alike and written back; on a chosen card ("up to 1 of your Characters gains …") it is not
/// read, as the two acts could pick different cards.
#[test]
fn a_keyword_and_power_for_one_card() {
    let en = "[When Attacking] This Character gains [Banish] and +1000 power during this battle.";
    let ja = "【アタック時】このキャラは、このバトル中、【バニッシュ】を得て、パワー+1000。";
    let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
    assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
    assert_eq!(e.abilities, j.abilities);
    assert!(render_abilities(&e.abilities, &[], Lang::En).starts_with(en));
    assert!(render_abilities(&j.abilities, &[], Lang::Ja).starts_with(ja));
    let chosen = compile_text("[Main] Up to 1 of your Characters gains [Banish] and +1000 power during this turn.", Lang::En);
    assert!(!chosen.unread.is_empty(), "{:?}", chosen.abilities);
}

/// The cost "return 1 of your Characters other than this Character to the owner's hand" reads
/// the same in 「このキャラ以外の自分のキャラ1枚を持ち主の手札に戻すことができる」.
#[test]
fn a_cost_on_characters_other_than_this_one() {
    let en = "[Activate: Main] You may return 1 of your Characters other than this Character to the owner's hand: Draw 1 card.";
    let ja = "【起動メイン】このキャラ以外の自分のキャラ1枚を持ち主の手札に戻すことができる：カード1枚を引く。";
    round_trip(en, Lang::En);
    round_trip(ja, Lang::Ja);
    assert_eq!(compile_text(en, Lang::En).abilities, compile_text(ja, Lang::Ja).abilities);
}

/// "It gains …" / "That Character gains …" (「そのキャラを、…」/「そのキャラは、…」) right after a
/// clause that chose cards is the chosen card (the canonical "that card" / 「そのカード」), and
/// is written back as printed; after anything else (a clause that chose nothing, or one that
/// K.O.s its card) it is not read.
#[test]
fn it_and_that_character_after_a_choice_are_the_chosen_card() {
    use opcg_cards::render::Hints;
    use opcg_engine::effect::{Act, Effect, Selector};
    let texts = [
        ("[Activate: Main] Set up to 1 of your {Sky Pirates} type Characters as active. It gains +1000 power during this turn.", Lang::En),
        ("[On Play] Set up to 1 of your Characters with a cost of 4 or less as active. That Character gains [Blocker] until the end of your opponent's next turn.", Lang::En),
        ("【起動メイン】自分の特徴《空賊》を持つキャラ1枚までを、アクティブにし、そのキャラを、このターン中、パワー+1000。", Lang::Ja),
        ("【登場時】自分のコスト4以下のキャラ1枚までを、アクティブにし、そのキャラは、次の相手のターン終了時まで、【ブロッカー】を得る。", Lang::Ja),
    ];
    for (text, lang) in texts {
        let c = compile_text(text, lang);
        assert!(c.unread.is_empty(), "{text}: {:?}", c.unread);
        let read = format!("{:?}", c.abilities);
        assert!(read.contains(&format!("{:?}", Selector::chosen())), "{text}: {read}");
        let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
        // the same data as the canonical wording
        let canonical = opcg_cards::render::render_abilities(&c.abilities, &[], lang);
        assert_eq!(compile_text(&canonical, lang).abilities, c.abilities, "{canonical}");
    }
    // the chosen card is the second clause's target
    let c = compile_text(texts[0].0, Lang::En);
    let read = format!("{:?}", c.abilities);
    assert!(read.contains("SetActive") && read.contains(&format!("{:?}", Effect::Targeted { sel: Selector::chosen(), act: Act::Power(opcg_engine::effect::Amount::Fixed(1000), opcg_engine::effect::Duration::ThisTurn) })), "{read}");
    // not after a K.O. (the card is gone) nor after a clause that chose nothing
    for (text, lang) in [
        ("[On Play] K.O. up to 1 of your opponent's Characters with a cost of 2 or less. It gains +1000 power during this turn.", Lang::En),
        ("[On Play] Draw 1 card. That Character gains [Blocker] during this turn.", Lang::En),
        ("【登場時】相手のコスト2以下のキャラ1枚までを、KOし、そのキャラを、このターン中、パワー+1000。", Lang::Ja),
        ("【登場時】カード1枚を引き、そのキャラを、このターン中、パワー+1000。", Lang::Ja),
    ] {
        assert!(!compile_text(text, lang).unread.is_empty(), "{text} is not read");
    }
}

/// 「自分のデッキの一番上を公開し、」 (the top card) reads as 「自分のデッキの上から1枚を公開し、」 and
/// is written back as printed.
#[test]
fn the_topmost_card_of_the_deck_is_the_top_one() {
    use opcg_cards::render::Hints;
    let canonical = "【アタック時】自分のデッキの上から1枚を公開し、そのカードがコスト4以下の特徴《空賊》を持つキャラカードの場合、レストで登場させてもよい。";
    let topmost = canonical.replace("上から1枚を", "一番上を");
    let (a, b) = (compile_text(canonical, Lang::Ja), compile_text(&topmost, Lang::Ja));
    assert!(a.unread.is_empty() && b.unread.is_empty(), "{:?} {:?}", a.unread, b.unread);
    assert_eq!(a.abilities, b.abilities);
    let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Leader, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(&topmost, Lang::Ja), Lang::Ja).0, topmost);
}

#[test]
fn an_ability_that_can_be_activated_when_is_optional_in_both_languages() {
    use opcg_engine::effect::{Ability, When};
    let pairs = [
        (
            "[Once Per Turn] This effect can be activated when your opponent attacks. Give up to 1 of your opponent's Leader or Character cards \u{2212}2000 power during this turn.",
            "【ターン1回】相手がアタックした時、発動できる。相手のリーダーかキャラ1枚までを、このターン中、パワー-2000。",
            When::OnOpponentsAttack,
            true,
        ),
        (
            "This effect can be activated at the start of your turn. If you have 6 or more DON!! cards on your field, draw 1 card.",
            "自分のターン開始時、発動できる。自分の場のドン‼が6枚以上ある場合、カード1枚を引く。",
            When::StartOfYourTurn,
            false,
        ),
        ("This effect can be activated when your Character is K.O.'d. Draw 1 card.", "自分のキャラがKOされた時、発動できる。カード1枚を引く。", When::CharacterKoed(opcg_engine::effect::Side::You), false),
    ];
    for (en, ja, when, once) in pairs {
        round_trip(en, Lang::En);
        round_trip(ja, Lang::Ja);
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert_eq!(e.abilities, j.abilities, "{en:?} and {ja:?} mean the same");
        assert!(
            matches!(&e.abilities[..], [Ability::Auto { when: w, optional: true, once_per_turn: o, .. }] if *w == when && *o == once),
            "{en:?}: {:?}",
            e.abilities
        );
    }
    // the tag and its worded form are one timing; without "can be activated" it is not optional
    let tag = compile_text("[On Your Opponent's Attack] Draw 1 card.", Lang::En);
    assert!(matches!(&tag.abilities[..], [Ability::Auto { when: When::OnOpponentsAttack, optional: false, .. }]));
}

/// Japanese printings that say the same as the canonical wording (cards read in English but
/// not in Japanese): each printed text reads like its canonical one and is written back as
/// printed. A line without its closing 「。」, 「…枚以上の場合」 for 「…枚以上いる場合」, a
/// prohibition without the comma after its duration, the duration first, the trash-to-deck
/// clause's commas and 「から」.
#[test]
fn japanese_printings_read_like_the_canonical_wording() {
    use opcg_cards::render::Hints;
    let pairs = [
        ("【メイン】相手のコスト2以下のキャラ2枚までを、レストにする。", "【メイン】相手のコスト2以下のキャラ2枚までを、レストにする"),
        ("【登場時】自分のキャラが3枚以上いる場合、カード1枚を引く。", "【登場時】自分のキャラが3枚以上の場合、カード1枚を引く。"),
        ("【登場時】相手のキャラ1枚までは、次の相手のターン終了時まで、アタックできない。", "【登場時】相手のキャラ1枚までは、次の相手のターン終了時までアタックできない。"),
        ("【アタック時】このキャラは、このバトル中、パワー+2000。", "【アタック時】このバトル中、このカードのパワー+2000。"),
        ("【登場時】相手は自身のトラッシュのカード2枚を好きな順番でデッキの下に置く。", "【登場時】相手は自身のトラッシュのカード2枚を、好きな順番でデッキの下に置く。"),
        ("【登場時】相手は自身のトラッシュのカード2枚を好きな順番でデッキの下に置く。", "【登場時】相手は自身のトラッシュからカード2枚を、好きな順番でデッキの下に置く。"),
    ];
    for (canonical, printed) in pairs {
        let (a, b) = (compile_text(canonical, Lang::Ja), compile_text(printed, Lang::Ja));
        assert!(a.unread.is_empty() && b.unread.is_empty(), "{printed}: {:?}", b.unread);
        assert_eq!(a.abilities, b.abilities, "{printed}");
        let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(printed, Lang::Ja), Lang::Ja).0, printed);
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(canonical, Lang::Ja), Lang::Ja).0, canonical);
    }
    // the chosen card, duration first
    let chosen = "【登場時】相手のキャラ1枚までを選ぶ。次の相手のターン終了時まで、選んだキャラはアタックできない。";
    let c = compile_text(chosen, Lang::Ja);
    assert!(c.unread.is_empty(), "{:?}", c.unread);
    let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(chosen, Lang::Ja), Lang::Ja).0, chosen);
}

/// A card filter's parts (`grammar::filter::PARTS`) are read in any order, each once, and written
/// in the table's order: 「コスト3以下のレストの」 reads like 「レストのコスト3以下の」.
#[test]
fn filter_parts_read_in_any_order_and_are_written_in_the_tables() {
    for (printed, canonical, lang) in [
        ("【登場時】相手の、コスト3以下のレストのキャラ1枚までを、KOする。", "【登場時】相手のレストのコスト3以下のキャラ1枚までを、KOする。", Lang::Ja),
        ("[On Play] K.O. up to 1 of your opponent's Characters with 5000 power or less with a cost of 3 or less.", "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less with 5000 power or less.", Lang::En),
        ("[On Play] K.O. up to 1 of your opponent's {Navy} type rested Characters.", "[On Play] K.O. up to 1 of your opponent's rested {Navy} type Characters.", Lang::En),
    ] {
        let (a, b) = (compile_text(printed, lang), compile_text(canonical, lang));
        assert!(a.unread.is_empty() && b.unread.is_empty(), "{printed:?} {:?} / {canonical:?} {:?}", a.unread, b.unread);
        assert_eq!(a.abilities, b.abilities, "{printed} / {canonical}");
        assert_eq!(render_abilities(&a.abilities, &[], lang), canonical);
    }
}

/// The Leader and every Character of a player (`Selector::all` of Leader or Character cards):
/// "your opponent's Leader and all of their Characters" (「相手のリーダーとキャラすべて」), "your
/// Leader and all of your Characters", with a filter "all of your {X} type Leader and Character
/// cards" (「自分の特徴《X》を持つ、リーダーとキャラすべて」) — a selector shape of
/// `grammar/filter.rs` only.
#[test]
fn the_leader_and_all_characters_of_a_player() {
    use opcg_engine::effect::{Filter, Selector, Side, Targetable};
    let texts = [
        ("[Main] Give your opponent's Leader and all of their Characters \u{2212}1000 power during this turn.", "【メイン】相手のリーダーとキャラすべてを、このターン中、パワー-1000。", Side::Opponent, Filter::any()),
        ("[Main] Your Leader and all of your Characters gain +1000 power during this turn.", "【メイン】自分のリーダーとキャラすべてを、このターン中、パワー+1000。", Side::You, Filter::any()),
        (
            "[Main] All of your {Dawn Fleet} type Leader and Character cards gain +1000 power during this turn.",
            "【メイン】自分の特徴《暁艦隊》を持つ、リーダーとキャラすべてを、このターン中、パワー+1000。",
            Side::You,
            Filter { traits: vec!["Dawn Fleet".into()], ..Filter::any() },
        ),
    ];
    for (en, ja, side, filter) in texts {
        for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            round_trip(text, lang);
            let c = compile_text(text, lang);
            let want = Selector::all(side, Targetable::LeaderOrCharacter, if lang == Lang::Ja && filter != Filter::any() { Filter { traits: vec!["暁艦隊".into()], ..Filter::any() } } else { filter.clone() });
            let found = format!("{:?}", c.abilities).contains(&format!("sel: {want:?}"));
            assert!(found, "{text}: {:?}", c.abilities);
        }
    }
}

/// Permanent effects on each of your Characters a filter names: "your … Characters cannot …"
/// (「自分の…キャラは、…」) and "all of your … Characters … gain [Rush]" (「…キャラすべては、【速攻】
/// を得る」), other than this Character (「このキャラ以外の」 before 「自分の」); the printings with the
/// named card's 「以外の」 before 「自分の」, 「自分の、」, no comma after 「は」 and 「元々のコストが5の」
/// read the same.
#[test]
fn permanent_effects_on_your_characters_a_filter_names() {
    for (text, lang) in [
        ("If this Character is active, your {Sky Folk} type Characters with a cost of 3 or less other than [Harbor Lookout] cannot be K.O.'d by effects.", Lang::En),
        ("このキャラがアクティブの場合、自分の「港の見張り」以外のコスト3以下の特徴《空の民》を持つキャラは、効果でKOされない。", Lang::Ja),
        ("All of your red Characters with a cost of 3 or more other than this Character gain [Rush].\n(This card can attack on the turn in which it is played.)", Lang::En),
        ("このキャラ以外の自分のコスト3以上の赤のキャラすべては、【速攻】を得る。\n(このカードは登場したターンにアタックできる)", Lang::Ja),
        ("[Opponent's Turn] If this Character is rested, your active Characters with a base cost of 5 cannot be K.O.'d by effects.", Lang::En),
        ("【相手のターン中】このキャラがレストの場合、自分のアクティブの元々のコスト5のキャラは、効果でKOされない。", Lang::Ja),
    ] {
        round_trip(text, lang);
    }
    let same = |a: &str, b: &str| {
        let (x, y) = (compile_text(a, Lang::Ja), compile_text(b, Lang::Ja));
        assert!(x.unread.is_empty() && y.unread.is_empty(), "{a:?} {:?} / {b:?} {:?}", x.unread, y.unread);
        assert_eq!(x.abilities, y.abilities, "{a} / {b}");
    };
    same("このキャラがアクティブの場合、「港の見張り」以外の自分のコスト3以下の特徴《空の民》を持つキャラは、効果でKOされない。", "このキャラがアクティブの場合、自分の「港の見張り」以外のコスト3以下の特徴《空の民》を持つキャラは、効果でKOされない。");
    same("自分の、「港の見張り」以外の特徴《空の民》を持つキャラは相手の効果でKOされない。", "自分の「港の見張り」以外の特徴《空の民》を持つキャラは、相手の効果でKOされない。");
    same("【相手のターン中】このキャラがレストの場合、自分のアクティブの元々のコストが5のキャラは、効果でKOされない。", "【相手のターン中】このキャラがレストの場合、自分のアクティブの元々のコスト5のキャラは、効果でKOされない。");
}

/// A filter part added as one row of `grammar::filter::PARTS`: "Characters with no base effect"
/// (「元々の効果のないキャラ」); and "with a base power of 5000 or more", a printing of "with 5000
/// base power or more" (「元々のパワー5000以上の」).
#[test]
fn the_no_base_effect_filter_part_and_the_base_power_printing() {
    round_trip("[Main] Up to 1 of your Characters with no base effect gains +2000 power during this turn.", Lang::En);
    round_trip("【メイン】自分の元々の効果のないキャラ1枚までを、このターン中、パワー+2000。", Lang::Ja);
    let (a, b) = (
        compile_text("[Main] K.O. up to 1 of your opponent's Characters with a base power of 6000 or less.", Lang::En),
        compile_text("[Main] K.O. up to 1 of your opponent's Characters with 6000 base power or less.", Lang::En),
    );
    assert!(a.unread.is_empty() && b.unread.is_empty(), "{:?} {:?}", a.unread, b.unread);
    assert_eq!(a.abilities, b.abilities);
}

/// "If …, this Character gains [Blocker] and +1 cost." (…場合、このキャラは【ブロッカー】を得て、コスト
/// +1。) is two permanent effects under the line's conditions, read alike in both languages and
/// written back on one line with the keyword's reminder after it.
#[test]
fn a_keyword_and_a_cost_under_one_condition() {
    let pairs = [
        (
            "If you have 2 or more Characters with a base cost of 5 or more, this Character gains [Blocker] and +1 cost.",
            "自分の元々のコスト5以上のキャラが2枚以上いる場合、このキャラは【ブロッカー】を得て、コスト+1。",
        ),
        ("If your Leader has the {Sky Pirates} type, this Character gains [Rush] and +1000 power.", "自分のリーダーが特徴《空賊》を持つ場合、このキャラは【速攻】を得て、パワー+1000。"),
    ];
    for (en, ja) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
        assert_eq!(e.abilities.len(), 2, "{:?}", e.abilities);
        assert_eq!(format!("{:?}", e.abilities).replace("Sky Pirates", "空賊"), format!("{:?}", j.abilities));
        let (re, rj) = (render_abilities(&e.abilities, &[], Lang::En), render_abilities(&j.abilities, &[], Lang::Ja));
        assert_eq!(re.lines().next(), Some(en), "{re}");
        assert_eq!(rj.lines().next(), Some(ja), "{rj}");
        assert_eq!(re.lines().count(), 2, "the reminder follows: {re}");
    }
}

/// "If your [Name] would be K.O.'d, …" / "If your Character [Name] would be K.O.'d by an effect,
/// …" (自分の「名」がKOされる場合 / 自分のキャラの「名」が効果でKOされる場合): the player's Characters
/// of that name (the second wording names the kind), read alike and written back as printed.
#[test]
fn a_replacement_for_the_characters_of_a_name() {
    let pairs = [
        (
            "[Once Per Turn] If your [Harbor Lookout] would be K.O.'d, you may add 1 card from the top of your Life cards to your hand instead.",
            "【ターン1回】自分の「港の見張り」がKOされる場合、代わりに自分のライフの上から1枚を手札に加えることができる。",
        ),
        (
            "If your Character [Harbor Lookout] would be K.O.'d by an effect, you may add 1 card from the top of your Life cards to your hand instead.",
            "自分のキャラの「港の見張り」が効果でKOされる場合、代わりに自分のライフの上から1枚を手札に加えることができる。",
        ),
    ];
    for (en, ja) in pairs {
        round_trip(en, Lang::En);
        round_trip(ja, Lang::Ja);
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert_eq!(format!("{:?}", e.abilities).replace("Harbor Lookout", "港の見張り"), format!("{:?}", j.abilities));
    }
}

/// "for every N …" printed with the card first in Japanese (「このキャラは、自分のトラッシュ4枚につき、
/// パワー+1000」), 「…このキャラはパワー+1000」, and 「自分のトラッシュ」 for 「自分のトラッシュにある
/// カード」: read like the canonical wording and written back as printed through the hints.
#[test]
fn per_count_printings_are_written_back_as_printed() {
    use opcg_cards::render::Hints;
    let canonical = compile_text("自分のトラッシュにあるカード4枚につき、このキャラのパワー+1000。", Lang::Ja);
    for text in [
        "このキャラは、自分のトラッシュ4枚につき、パワー+1000。",
        "このキャラは、自分のトラッシュにあるカード4枚につき、パワー+1000。",
        "自分のトラッシュにあるカード4枚につき、このキャラはパワー+1000。",
        "自分のリーダーが特徴《空賊》を持つ場合、このキャラは、自分のトラッシュ4枚につき、パワー+1000。",
    ] {
        let c = compile_text(text, Lang::Ja);
        assert!(c.unread.is_empty(), "{text}: {:?}", c.unread);
        if !text.starts_with("自分のリーダー") {
            assert_eq!(c.abilities, canonical.abilities, "{text}");
        }
        let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, Lang::Ja), Lang::Ja).0, text);
    }
    // a count of one is singular in English; "1 card" is not how it is printed
    assert!(!compile_text("This Character gains +1000 power for every 1 card in your hand.", Lang::En).unread.is_empty());
}

/// Conditions joined by 「でかつ、」 and 「いて、」 read like 「あり、」/「で、」/「おり、」 and are
/// written back as printed through the hints; English "and" leaves out the subject the condition
/// before has ("… and is active") and writes it so.
#[test]
fn joined_condition_printings_are_written_back_as_printed() {
    use opcg_cards::render::Hints;
    let cases: &[(&str, &str, Lang)] = &[
        ("【登場時】自分の場のドン‼が7枚以上でかつ、自分の手札が5枚以下の場合、カード1枚を引く。", "【登場時】自分の場のドン‼が7枚以上あり、自分の手札が5枚以下の場合、カード1枚を引く。", Lang::Ja),
        ("【登場時】自分のライフが2枚以下でかつ、自分のリーダーが特徴《空賊》を持つ場合、カード1枚を引く。", "【登場時】自分のライフが2枚以下で、自分のリーダーが特徴《空賊》を持つ場合、カード1枚を引く。", Lang::Ja),
        ("【登場時】自分のコスト8以上のキャラがいて、自分の手札が6枚以下の場合、カード1枚を引く。", "【登場時】自分のコスト8以上のキャラがおり、自分の手札が6枚以下の場合、カード1枚を引く。", Lang::Ja),
        ("[On Play] If your Leader has the {Sky Pirates} type and is active, draw 1 card.", "[On Play] If your Leader has the {Sky Pirates} type and your Leader is active, draw 1 card.", Lang::En),
    ];
    for (printed, spelled_out, lang) in cases {
        let c = compile_text(printed, *lang);
        assert!(c.unread.is_empty(), "{printed}: {:?}", c.unread);
        assert_eq!(c.abilities, compile_text(spelled_out, *lang).abilities, "{printed}");
        let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(printed, *lang), *lang).0, *printed);
    }
}

/// Hand and deck filters are the parts of `grammar::filter::HAND_PARTS`: read in any order, each
/// once, written in the table's order; a part added as a row (a printing of the power row): "with
/// 2000 to 5000 power" / 「パワー2000から5000の」.
#[test]
fn hand_filter_parts_in_any_order_and_a_power_range() {
    let pairs = [
        ("[Main] Play up to 1 {Sky Pirates} type Character card with 2000 to 5000 power from your hand.", "【メイン】自分の手札からパワー2000から5000の特徴《空賊》を持つキャラカード1枚までを、登場させる。"),
        (
            "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card with 3000 to 6000 power other than [Harbor Lookout] and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
            "【登場時】自分のデッキの上から5枚を見て、「港の見張り」以外のパワー3000から6000の特徴《空賊》を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
        ),
    ];
    for (en, ja) in pairs {
        round_trip(en, Lang::En);
        round_trip(ja, Lang::Ja);
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert_eq!(format!("{:?}", e.abilities).replace("Sky Pirates", "空賊").replace("Harbor Lookout", "港の見張り"), format!("{:?}", j.abilities));
    }
    // the limits in another order read the same (and are written in the table's order)
    let same = |a: &str, b: &str, lang: Lang| {
        let (x, y) = (compile_text(a, lang), compile_text(b, lang));
        assert!(x.unread.is_empty() && y.unread.is_empty(), "{a:?} {:?} / {b:?} {:?}", x.unread, y.unread);
        assert_eq!(x.abilities, y.abilities, "{a} / {b}");
    };
    same(
        "[Main] Play up to 1 Character card with a type including \"Sky\" other than [Harbor Lookout] and a cost of 2 or less from your hand.",
        "[Main] Play up to 1 Character card with a type including \"Sky\" and a cost of 2 or less other than [Harbor Lookout] from your hand.",
        Lang::En,
    );
    same("【メイン】自分の手札から特徴《空賊》を持つコスト4以下のキャラカード1枚までを、登場させる。", "【メイン】自分の手札からコスト4以下の特徴《空賊》を持つキャラカード1枚までを、登場させる。", Lang::Ja);
}

/// "You may A and B. If you do, …" is one optional choice of both (the "if you do" follows both),
/// and so is 「Aし、Bてもよい。そうした場合、…」; "A and you may B" / 「Aし、Bてもよい。」 alone make
/// only B optional. Both languages read the same and write back as printed.
#[test]
fn you_may_a_and_b_is_optional_as_a_whole() {
    use opcg_engine::effect::Effect;
    let pairs = [
        (
            "[On Play] You may trash 1 card from your hand and rest 1 of your DON!! cards. If you do, draw 2 cards.",
            "【登場時】自分の手札1枚を捨て、自分のドン‼1枚をレストにしてもよい。そうした場合、カード2枚を引く。",
            true,
        ),
        (
            "[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand and you may trash 2 cards from the top of your deck.",
            "【登場時】コスト3以下のキャラ1枚までを、持ち主の手札に戻し、自分のデッキの上から2枚をトラッシュに置いてもよい。",
            false,
        ),
    ];
    fn first_may_is_whole(e: &Effect) -> Option<bool> {
        match e {
            Effect::May(b) => Some(matches!(**b, Effect::Seq(_))),
            Effect::Seq(v) => v.iter().find_map(first_may_is_whole),
            Effect::IfDone(a, _) => first_may_is_whole(a),
            _ => None,
        }
    }
    for (en, ja, whole) in pairs {
        round_trip(en, Lang::En);
        round_trip(ja, Lang::Ja);
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert_eq!(e.abilities, j.abilities, "{en}");
        let effect = match &e.abilities[0] {
            opcg_engine::effect::Ability::Auto { effect, .. } => effect.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(first_may_is_whole(&effect), Some(whole), "{en}");
    }
}

/// "this Character gains [Rush]." printed with no duration reads as for this turn ([Rush] only
/// matters on the turn the card is played, 10-1-1-1), in both languages, and is written back as
/// printed; so is a count condition printed without its counter word (「ライフが2以下の場合」).
#[test]
fn rush_without_a_duration_and_a_count_without_its_counter_word() {
    let pairs = [
        (
            "[On Play] If you have 2 or less Life cards, this Character gains [Rush].",
            "【登場時】自分のライフが2枚以下の場合、このキャラは【速攻】を得る。",
            "[On Play] If you have 2 or less Life cards, this Character gains [Rush] during this turn.",
            "【登場時】自分のライフが2枚以下の場合、このキャラは、このターン中、【速攻】を得る。",
        ),
        (
            "[Main] If you have 3 or less Life cards, draw 1 card.",
            "【メイン】自分のライフが3以下の場合、カード1枚を引く。",
            "[Main] If you have 3 or less Life cards, draw 1 card.",
            "【メイン】自分のライフが3枚以下の場合、カード1枚を引く。",
        ),
    ];
    use opcg_cards::render::Hints;
    for (en, ja, en_full, ja_full) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{en}: {:?} / {ja}: {:?}", e.unread, j.unread);
        assert_eq!(e.abilities, j.abilities, "{en}");
        assert_eq!(e.abilities, compile_text(en_full, Lang::En).abilities, "{en}");
        assert_eq!(j.abilities, compile_text(ja_full, Lang::Ja).abilities, "{ja}");
        for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: compile_text(text, lang).abilities, ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
        }
    }
}

/// Issue #10, session 10 (the starter decks' families): "Play up to 1 each of [A], [B], and [C]
/// …" (「…「A」と「B」と「C」それぞれ1枚ずつまでを、登場させる」, `Filter::one_each`) and the given-DON!!
/// moves (`Act::GiveGivenDon`, `Cost::GivenDonToCostArea`) and "your opponent's rested Leader and
/// up to 1 Character card" (a Leader and Characters sharing their limits) read alike in both
/// languages and are written back as printed; an "and" list is never read as "A or B".
#[test]
fn one_each_of_named_cards_and_given_don_moves() {
    use opcg_engine::effect::{Ability, Act, Cost, Effect};
    let pairs = [
        (
            "[On Play] Play up to 1 each of [Kite], [Sail], and [Mast] with a cost of 2 from your hand.",
            "【登場時】自分の手札からコスト2の、「Kite」と「Sail」と「Mast」それぞれ1枚ずつまでを、登場させる。",
        ),
        ("[On Play] Play up to 1 each of [Kite] and [Sail] from your hand.", "【登場時】自分の手札から「Kite」と「Sail」それぞれ1枚ずつまでを、登場させる。"),
        (
            "[Activate: Main] [Once Per Turn] Give up to 2 total of your currently given DON!! cards to 1 of your Characters.",
            "【起動メイン】【ターン1回】自分の付与されているドン‼合計2枚までを、自分のキャラ1枚に付与する。",
        ),
        (
            "[Activate: Main] You may rest this Stage: Give up to 1 of your currently given DON!! cards to 1 of your {Sky Pirates} type Characters.",
            "【起動メイン】このステージをレストにできる：自分の付与されているドン‼1枚までを、自分の特徴《Sky Pirates》を持つキャラ1枚に付与する。",
        ),
        (
            "[When Attacking] Select your opponent's rested Leader and up to 1 Character card. The selected cards will not become active in your opponent's next Refresh Phase.",
            "【アタック時】相手のレストの、リーダーとキャラ1枚までを選ぶ。選んだカードは次の相手のリフレッシュフェイズでアクティブにならない。",
        ),
        (
            "[Activate: Main] [Once Per Turn] You may return 2 total of your currently given DON!! cards to your cost area rested: Draw 1 card.",
            "【起動メイン】【ターン1回】自分の付与されているドン‼合計2枚をコストエリアにレストで戻すことができる：カード1枚を引く。",
        ),
    ];
    for (en, ja) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{en}: {:?} / {ja}: {:?}", e.unread, j.unread);
        assert_eq!(e.abilities, j.abilities, "{en}");
        let kind = if en.contains("Stage:") { opcg_engine::CardKind::Stage } else { opcg_engine::CardKind::Character };
        for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: compile_text(text, lang).abilities, ..opcg_engine::CardDef::vanilla("TST-1", "x", kind, opcg_engine::Colour::Red) };
            let hints = opcg_cards::render::Hints::of_text(text, lang);
            assert_eq!(opcg_cards::render::render_card_hinted(&def, hints, lang).0, text);
        }
    }
    let play = |text: &str, lang| match &compile_text(text, lang).abilities[..] {
        [Ability::Auto { effect: Effect::Play { filter, up_to, .. }, .. }] => Some((filter.one_each, filter.any_of.len(), *up_to)),
        _ => None,
    };
    assert_eq!(play(pairs[0].0, Lang::En), Some((true, 3, 3)), "one of each of the three");
    assert_eq!(play("[On Play] Play up to 1 [Kite] or [Sail] from your hand.", Lang::En), Some((false, 2, 1)), "'or' stays a plain choice");
    assert_eq!(play("【登場時】自分の手札から「Kite」か「Sail」1枚までを、登場させる。", Lang::Ja), Some((false, 2, 1)));
    let act = |text: &str| match &compile_text(text, Lang::En).abilities[..] {
        [Ability::Activated { effect: Effect::Targeted { act, .. }, .. }] => Some(act.clone()),
        _ => None,
    };
    assert_eq!(act(pairs[2].0), Some(Act::GiveGivenDon(2)));
    let cost = |text: &str| match &compile_text(text, Lang::Ja).abilities[..] {
        [Ability::Activated { cost, .. }] => cost.clone(),
        _ => Vec::new(),
    };
    assert_eq!(cost(pairs[5].1), vec![Cost::GivenDonToCostArea(2)]);
    // "Add up to 1 of your Character cards …" is a printing of "Add up to 1 Character card …"
    let (printed, plain) = (
        "[Trigger] Add up to 1 of your Character cards with a cost of 2 or less from your trash to your hand.",
        "[Trigger] Add up to 1 Character card with a cost of 2 or less from your trash to your hand.",
    );
    let (a, b) = (compile_trigger(printed, Lang::En), compile_trigger(plain, Lang::En));
    assert!(a.is_ok() && a == b, "{a:?} / {b:?}");
    let def = opcg_engine::CardDef { trigger: a.ok(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Event, opcg_engine::Colour::Red) };
    let hints = opcg_cards::render::Hints::of_text(printed, Lang::En);
    assert_eq!(opcg_cards::render::render_card_hinted(&def, hints, Lang::En).1.as_deref(), Some(printed));
}

/// Printings that differ from the canonical wording by a number or a name are one variant pair
/// with holes (`render::VARIANTS_*`: `#` a number, `@` a name or a type), so any card of the
/// family is written back as printed, whatever it counts or names; each reads like the canonical
/// wording of the other language.
#[test]
fn printings_with_numbers_and_names_are_written_back_as_printed() {
    use opcg_cards::render::Hints;
    let pairs = [
        (
            "[On Play] K.O. up to 1 of your opponent's Characters with a base power of 4000 or less.",
            "【登場時】相手の元々のパワーが4000以下のキャラ1枚までを、KOする。",
        ),
        (
            "[On Play] Play up to 1 {Test Crew} type Character card with a cost of 3 or less other than [Testmaru] from your hand.",
            "【登場時】自分の手札からコスト3以下の「Testmaru」以外の特徴《Test Crew》を持つキャラカード1枚までを、登場させる。",
        ),
        (
            "[On Play] Set up to 1 of your {Test Crew} type rested Characters with a cost of 4 or less as active.",
            "【登場時】自分のレストのコスト4以下の特徴《Test Crew》を持つキャラ1枚までを、アクティブにする。",
        ),
        (
            "[Main] Look at 5 cards from the top of your deck; reveal up to 2 cards with a [Trigger] other than [Testmaru] and add them to your hand. Then, place the rest at the bottom of your deck in any order.",
            "【メイン】自分のデッキの上から5枚を見て、「Testmaru」以外の【トリガー】を持つカード2枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
        ),
        (
            "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 4 or less and up to 1 of your opponent's Characters with a cost of 1 or less.",
            "【登場時】相手のコスト4以下のキャラ1枚までと、相手のコスト1以下のキャラ1枚までを、KOする。",
        ),
        (
            "[On Play] Up to 1 of your opponent's Characters other than [Testmaru] with a cost of 5 or less cannot attack until the end of your opponent's next turn.",
            "【登場時】「Testmaru」以外の相手のコスト5以下のキャラ1枚までは、次の相手のターン終了時まで、アタックできない。",
        ),
    ];
    for (en, ja) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{en}: {:?} / {ja}: {:?}", e.unread, j.unread);
        assert_eq!(format!("{:?}", e.abilities), format!("{:?}", j.abilities), "{en}");
        for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: compile_text(text, lang).abilities, ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
        }
    }
}

/// Each pair (English, Japanese) of the same made-up card reads the same in both languages and
/// is written back as printed in each.
fn alike_and_written_back(pairs: &[(&str, &str)]) {
    use opcg_cards::render::Hints;
    for (en, ja) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{en}: {:?} / {ja}: {:?}", e.unread, j.unread);
        assert_eq!(format!("{:?}", e.abilities), format!("{:?}", j.abilities), "{en} / {ja}");
        for (text, lang) in [(*en, Lang::En), (*ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: compile_text(text, lang).abilities, ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, *text);
        }
    }
}

/// Japanese parts of a field-card filter set apart by 「、」 read like the parts run together
/// (「相手のレストの、元々のコスト4以下のキャラ」, 「相手のコスト3以下の、特徴《A》か《B》を持つキャラ」).
#[test]
fn filter_parts_set_apart_by_a_comma_read_like_run_together() {
    alike_and_written_back(&[
        (
            "[Main] K.O. up to 2 of your opponent's rested Characters with a base cost of 3 or less.",
            "【メイン】相手のレストの、元々のコスト3以下のキャラ2枚までを、KOする。",
        ),
        (
            "[On Play] Add up to 1 of your opponent's {Test Crew} or {Mock Crew} type Characters with a cost of 2 or less to the top of your opponent's Life cards face-up.",
            "【登場時】相手のコスト2以下の、特徴《Test Crew》か《Mock Crew》を持つキャラ1枚までを、相手のライフの上に表向きで加える。",
        ),
    ]);
    let run_together = compile_text("【メイン】相手のレストの元々のコスト3以下のキャラ2枚までを、KOする。", Lang::Ja);
    assert_eq!(run_together.abilities, compile_text("【メイン】相手のレストの、元々のコスト3以下のキャラ2枚までを、KOする。", Lang::Ja).abilities);
}

/// English printings of own hand or trash cards with "of your" and the plural after the count
/// ("up to 1 of your {T} type Character cards … from your trash"), and a cost limit without
/// "of" ("with a cost 5 or less"), read like the canonical wording and like the Japanese.
#[test]
fn own_cards_of_your_and_a_cost_without_of_read_like_the_canonical_wording() {
    alike_and_written_back(&[
        (
            "[Main] Play up to 1 of your {Test Crew} type Character cards with a cost of 4 or less from your trash.",
            "【メイン】自分のトラッシュからコスト4以下の特徴《Test Crew》を持つキャラカード1枚までを、登場させる。",
        ),
        (
            "[Main] Add up to 1 of your Character cards with a cost of 3 or less from your trash to your hand.",
            "【メイン】自分のトラッシュからコスト3以下のキャラカード1枚までを、手札に加える。",
        ),
        (
            "[Main] K.O. up to 1 of your opponent's Characters with a cost 4 or less.",
            "【メイン】相手のコスト4以下のキャラ1枚までを、KOする。",
        ),
    ]);
}

/// "give this Character up to N rested DON!! cards" (the card before the DON!!), "with a cost
/// equal to or less than your number of Life cards" and 「自分の、手札かトラッシュから」 read like
/// the canonical wording and like the other language, and are written back as printed.
#[test]
fn the_card_before_its_don_the_own_life_bound_and_the_set_apart_hand_or_trash() {
    alike_and_written_back(&[
        (
            "[On Play] Draw 1 card. Then, give this Character up to 2 rested DON!! cards.",
            "【登場時】カード1枚を引く。その後、このキャラにレストのドン‼2枚までを、付与する。",
        ),
        (
            "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than your number of Life cards.",
            "【登場時】自分のライフの枚数以下のコストを持つ相手のキャラ1枚までを、KOする。",
        ),
        (
            "[Main] Play up to 1 [Testmaru] with a cost of 6 or less from your hand or trash.",
            "【メイン】自分の、手札かトラッシュからコスト6以下の「Testmaru」1枚までを、登場させる。",
        ),
    ]);
}

/// "Place … at the top or bottom of your opponent's Life cards face-up" (for "Add … to") and the
/// cost "You may return 1 Character to your hand:" (one of the player's own) read like the
/// canonical wording and like the Japanese, and are written back as printed.
#[test]
fn a_character_placed_in_a_life_area_and_a_character_returned_as_a_cost() {
    alike_and_written_back(&[
        (
            "[On Play] Place up to 1 of your opponent's Characters with a cost of 2 or less at the top or bottom of your opponent's Life cards face-up.",
            "【登場時】相手のコスト2以下のキャラ1枚までを、相手のライフの上か下に表向きで置く。",
        ),
        (
            "[On Play] You may return 1 Character to your hand: Play up to 1 Character card with a cost of 2 or less from your hand.",
            "【登場時】自分のキャラ1枚を持ち主の手札に戻すことができる：自分の手札からコスト2以下のキャラカード1枚までを、登場させる。",
        ),
    ]);
}

/// 2-8-4-1 「注釈文はゲーム上、意味を持ちません。」 (reminder text has no meaning in the game): a
/// keyword's reminder printed at the end of the line that grants the keyword (English) reads like
/// the reminder on a line of its own, and is written back where it was printed.
#[test]
fn r2_8_4_1_a_reminder_at_the_end_of_the_granting_line_means_nothing() {
    alike_and_written_back(&[(
        "[On Play] You may trash 1 card from your hand: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.)",
        "【登場時】自分の手札1枚を捨てることができる：このキャラは、このターン中、【速攻】を得る。\n(このカードは登場したターンにアタックできる)",
    )]);
    let own_line = compile_text("[On Play] You may trash 1 card from your hand: This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)", Lang::En);
    let same_line = compile_text("[On Play] You may trash 1 card from your hand: This Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.)", Lang::En);
    assert!(own_line.unread.is_empty() && same_line.unread.is_empty());
    assert_eq!(own_line.abilities, same_line.abilities);
}

/// 「相手のコスト5以下のキャラ1枚かドン‼1枚までを、レストにする」 is the one choice of a Character or
/// a DON!! ("rest up to 1 of your opponent's DON!! cards or Characters with a cost of 5 or less"),
/// written back as printed.
#[test]
fn one_character_or_one_don_is_one_choice() {
    alike_and_written_back(&[(
        "[On Play] Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 5 or less.",
        "【登場時】相手のコスト5以下のキャラ1枚かドン‼1枚までを、レストにする。",
    )]);
}

/// Two permanent sentences on one line, each under the line's tags and its own condition
/// ("\[DON!! x1\] All of your … gain +1 cost. If …, this Leader gains +1000 power.") read as two
/// permanent abilities, the same in both languages, and are written back on one line through the
/// hint `Hints::joined` (the tags once); without the hint, one per line with its tags.
#[test]
fn two_permanent_sentences_on_one_line_are_written_back_on_it() {
    use opcg_cards::render::Hints;
    let en = "[DON!! x1] All of your {Sky Pirates} type Characters gain +1 cost. If you have a Character with a cost of 8 or more, this Leader gains +1000 power.";
    let ja = "【ドン‼×1】自分の特徴《空賊》を持つキャラすべてを、コスト+1。自分のコスト8以上のキャラがいる場合、このリーダーのパワー+1000。";
    let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
    assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
    assert_eq!(e.abilities.len(), 2);
    assert_eq!(format!("{:?}", e.abilities).replace("Sky Pirates", "空賊"), format!("{:?}", j.abilities));
    for (text, c, lang, split) in [
        (en, &e, Lang::En, "[DON!! x1] All of your {Sky Pirates} type Characters gain +1 cost.\n[DON!! x1] If you have a Character with a cost of 8 or more, this Leader gains +1000 power."),
        (ja, &j, Lang::Ja, "【ドン‼×1】自分の特徴《空賊》を持つキャラすべてを、コスト+1。\n【ドン‼×1】自分のコスト8以上のキャラがいる場合、このリーダーのパワー+1000。"),
    ] {
        let def = opcg_engine::CardDef { abilities: c.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Leader, opcg_engine::Colour::Red) };
        let hints = Hints::of_text(text, lang);
        assert_eq!(hints.joined, 1, "{text}");
        assert_eq!(opcg_cards::render::render_card_hinted(&def, hints, lang).0, text);
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::default(), lang).0, split);
    }
    // a line of a permanent and an effect with a timing is not two permanents
    assert_eq!(Hints::of_text("This Character gains +1000 power. [On Play] Draw 1 card.", Lang::En).joined, 0);
}

/// "You may trash any number of … . … gains +1000 power … for every card trashed." (任意の枚数 …
/// 捨てたカード1枚につき): "any number of" is `Effect::ALL` with `up_to`, the power counts what the
/// step before moved (`Counted::Done`); both languages read one AST and write their text back,
/// the Japanese count after the duration (「…戻したキャラ1枚につきパワー+2000」) and "an
/// additional" as printed.
#[test]
fn any_number_and_a_power_for_every_card_the_step_before_moved() {
    use opcg_cards::render::Hints;
    use opcg_engine::effect::Done;
    let pairs = [
        (
            "[On Your Opponent's Attack] You may trash any number of {Harbor Folk} type cards from your hand. Your Leader or 1 of your Characters gains +1000 power during this battle for every card trashed.",
            "【相手のアタック時】自分の手札から特徴《Harbor Folk》を持つカードを任意の枚数捨ててもよい。捨てたカード1枚につき、自分のリーダーかキャラ1枚は、このバトル中、パワー+1000。",
            Done::Trashed,
        ),
        (
            "[Counter] You may return any number of Characters on your field to the owner's hand. Up to 1 of your Leader or Character cards gains +2000 power during this battle for every returned Character.",
            "【カウンター】自分の場のキャラを任意の枚数手札に戻してもよい。自分のリーダーかキャラ1枚までは、このバトル中、戻したキャラ1枚につきパワー+2000。",
            Done::Returned,
        ),
        (
            "[Main] Your Leader gains +1000 power during this turn. Then, you may K.O. any number of your {Harbor Folk} type Characters with a cost of 2 or less. Your Leader gains an additional +1000 power during this turn for every Character K.O.'d.",
            "【メイン】自分のリーダーは、このターン中、パワー+1000。その後、自分のコスト2以下の特徴《Harbor Folk》を持つキャラを任意の枚数KOしてもよい。KOしたキャラ1枚につき、自分のリーダーは、このターン中、パワー+1000。",
            Done::Koed,
        ),
        (
            "[When Attacking] Place any number of Character cards with a cost of 4 or more from your trash at the bottom of your deck in any order. This Character gains +1000 power during this turn for every 3 cards placed at the bottom of your deck.",
            "【アタック時】自分のトラッシュからコスト4以上のキャラカードを任意の枚数好きな順番でデッキの下に置く。置いた枚数3枚につき、このキャラは、このターン中、パワー+1000。",
            Done::PlacedAtDeckBottom,
        ),
    ];
    for (en, ja, done) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
        assert_eq!(e.abilities, j.abilities, "{en}");
        let text = format!("{:?}", e.abilities);
        // the power counts what the step before moved; that step picks any number (255, up to)
        assert!(text.contains(&format!("of: Done({done:?})")), "{text}");
        assert!(text.contains("count: 255, up_to: true"), "{text}");
        for (t, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: e.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(t, lang), lang).0, t);
        }
    }
}

/// "return 1 of your Characters to the owner's hand, and play up to 1 Character card … from your
/// hand that is a different color than the returned Character" (自分のキャラ1枚を、持ち主の手札に
/// 戻し、自分の手札から、戻したキャラと異なる色の…キャラカード1枚までを、登場させる): an exact
/// choice of the player's own Characters, and a filter part relating to the card the step before
/// chose (`Filter::colour_not_chosen`); both languages read one AST and write their text back.
#[test]
fn a_play_of_a_different_colour_than_the_returned_character() {
    let en = "[Main] Return 1 of your Characters to the owner's hand and play up to 1 Character card with a cost of 2 or less from your hand that is a different color than the returned Character.";
    let ja = "【メイン】自分のキャラ1枚を、持ち主の手札に戻し、自分の手札から、戻したキャラと異なる色のコスト2以下のキャラカード1枚までを、登場させる。";
    let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
    assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
    assert_eq!(e.abilities, j.abilities);
    let text = format!("{:?}", e.abilities);
    assert!(text.contains("colour_not_chosen: true"), "{text}");
    assert!(text.contains("what: Character, filter: Filter { cost_max: None") && text.contains("count: 1, up_to: false"), "exactly 1 of your Characters: {text}");
    round_trip(en, Lang::En);
    round_trip(ja, Lang::Ja);
}

/// Printings read in one language only before (issue #10, agreement): each English text and its
/// Japanese read fully, to the same abilities, and are written back as printed through the
/// printing hints. Conditions joined by ", and"; "may" before the last cost of a list ("Rest …
/// and you may rest this Character:" / 「…をレストにし、…をレストにできる：」); "Your Characters
/// with … cannot … during this turn" (all of them); a partial trait 「特徴『X』を含む」 and as the
/// other quality 「特徴《A》か『B』を含む特徴を持つカード」; the card named again after a
/// prohibition (「…KOされず、このキャラのパワー+2000」); "If all of your DON!! cards are rested";
/// "If you have a … Character … that would be removed …" (the Character a replacement is on);
/// the duration before all of the cards a prohibition is on (「次の相手のターン終了時まで、…すべては、
/// …」, the hint `Hints::duration_first`); the replaced card itself added to the Life instead
/// (`permanents::replaced_to_life`); an exact "instead" part ("rest 1 of your opponent's
/// Characters instead", no "up to"); a condition joined to a replacement's event ("If your Leader
/// has the {X} type and this Character would …", 「…を持ち、このキャラが…場合、代わりに…」).
#[test]
fn printings_read_in_one_language_only_agree_with_the_other() {
    use opcg_cards::render::Hints;
    let pairs = [
        (
            "[Activate: Main] [Once Per Turn] If your Leader has the {Sky Pirates} type, and this Character was played on this turn, K.O. up to 1 of your opponent's Characters with a base cost of 3 or less.",
            "【起動メイン】【ターン1回】自分のリーダーが特徴《Sky Pirates》を持ち、このキャラが登場したターンの場合、相手の元々のコスト3以下のキャラ1枚までを、KOする。",
        ),
        (
            "[Activate: Main] Rest 1 of your DON!! cards and you may rest this Character: Give up to 1 of your opponent's Characters \u{2212}2 cost during this turn.",
            "【起動メイン】自分のドン‼1枚をレストにし、このキャラをレストにできる：相手のキャラ1枚までを、このターン中、コスト-2。",
        ),
        (
            "[Counter] Your Characters with a cost of 7 or less cannot be K.O.'d in battle during this turn.",
            "【カウンター】自分のコスト7以下のキャラすべては、このターン中、バトルでKOされない。",
        ),
        (
            "[Main] Return up to 1 of your Characters with a type including \"Sky\" to the owner's hand.",
            "【メイン】自分の特徴『Sky』を含むキャラ1枚までを、持ち主の手札に戻す。",
        ),
        (
            "[When Attacking] Look at 5 cards from the top of your deck; reveal up to 1 {Sky Pirates} type card or card with a type including \"Navy\" and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
            "【アタック時】自分のデッキの上から5枚を見て、特徴《Sky Pirates》か『Navy』を含む特徴を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
        ),
        (
            "[DON!! x1] If you have less Life cards than your opponent, this Character cannot be K.O.'d in battle by <Slash> attribute cards and gains +2000 power.",
            "【ドン‼×1】自分のライフの枚数が相手より少ない場合、このキャラは属性(斬)を持つカードとのバトルでKOされず、このキャラのパワー+2000。",
        ),
        (
            "If all of your DON!! cards are rested, this Character cannot be removed from the field by your opponent's effects.",
            "自分のドン‼すべてがレストの場合、このキャラは相手の効果で場を離れない。",
        ),
        (
            "If you have a green Character other than [Harbor Lookout] that would be removed from the field by your opponent's effect, you may rest this Character instead.",
            "「Harbor Lookout」以外の自分の緑のキャラが相手の効果で場を離れる場合、代わりにこのキャラをレストにできる。",
        ),
        (
            "[On Play] All of your Characters with 1000 base power or less cannot be K.O.'d by your opponent's effects until the end of your opponent's next turn.",
            "【登場時】次の相手のターン終了時まで、自分の元々のパワー1000以下のキャラすべては、相手の効果でKOされない。",
        ),
        (
            "[Once Per Turn] If your {Sky Pirates} type Character other than [Harbor Lookout] would be removed from the field by your opponent's effect, you may add it to the top of your Life cards face-down instead.",
            "【ターン1回】「Harbor Lookout」以外の自分の特徴《Sky Pirates》を持つキャラが相手の効果で場を離れる場合、代わりに自分のライフの上に裏向きで加えることができる。",
        ),
        (
            "[Once Per Turn] If this Character would be removed from the field by your opponent's effect, you may rest 1 of your opponent's Characters instead.",
            "【ターン1回】このキャラが相手の効果で場を離れる場合、代わりに相手のキャラ1枚をレストにできる。",
        ),
        (
            "[Once Per Turn] If your Leader has the {Sky Pirates} type and this Character would be removed from the field by your opponent's effect, you may place 1 of your Characters other than [Harbor Lookout] at the bottom of the owner's deck instead.",
            "【ターン1回】自分のリーダーが特徴《Sky Pirates》を持ち、このキャラが相手の効果で場を離れる場合、代わりに自分の、「Harbor Lookout」以外のキャラ1枚を持ち主のデッキの下に置いてもよい。",
        ),
    ];
    for (en, ja) in pairs {
        let (e, j) = (compile_text(en, Lang::En), compile_text(ja, Lang::Ja));
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{en}: {:?} / {ja}: {:?}", e.unread, j.unread);
        assert_eq!(e.abilities, j.abilities, "{en} / {ja}");
        for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
            let def = opcg_engine::CardDef { abilities: e.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
            assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(text, lang), lang).0, text);
        }
    }
}

/// A Japanese choice whose options are printed without their bullet 「・」 (「以下から1つを選ぶ。」
/// then bare lines) reads like the bulleted one and like the English "Choose one:", and is written
/// back without bullets through the hint `Hints::bare_options`.
#[test]
fn options_printed_without_their_bullet_read_like_the_bulleted_ones() {
    use opcg_cards::render::Hints;
    let bare = "【登場時】以下から1つを選ぶ。\n相手のコスト3以下のキャラ1枚までを、トラッシュに置く。\n相手は自身のトラッシュのカード2枚を好きな順番でデッキの下に置く。";
    let bulleted = "【登場時】以下から1つを選ぶ。\n・相手のコスト3以下のキャラ1枚までを、トラッシュに置く。\n・相手は自身のトラッシュのカード2枚を好きな順番でデッキの下に置く。";
    let en = "[On Play] Choose one:\n• Trash up to 1 of your opponent's Characters with a cost of 3 or less.\n• Your opponent places 2 cards from their trash at the bottom of their deck in any order.";
    let (a, b, e) = (compile_text(bare, Lang::Ja), compile_text(bulleted, Lang::Ja), compile_text(en, Lang::En));
    assert!(a.unread.is_empty() && b.unread.is_empty() && e.unread.is_empty(), "{:?} {:?} {:?}", a.unread, b.unread, e.unread);
    assert_eq!(a.abilities, b.abilities);
    assert_eq!(a.abilities, e.abilities);
    let def = opcg_engine::CardDef { abilities: a.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(bare, Lang::Ja), Lang::Ja).0, bare);
    assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(bulleted, Lang::Ja), Lang::Ja).0, bulleted);
}

/// "… will not become active in your next Refresh Phase" (…は、次の自分のリフレッシュフェイズで
/// アクティブにならない): the player's own Refresh Phase (`Duration::UntilYourNextRefresh`), next to
/// the opponent's one, read alike in both languages and written back as printed.
#[test]
fn staying_rested_through_your_own_next_refresh() {
    use opcg_engine::effect::{Ability, Act, Duration, Effect, Prohibition};
    let pairs = [
        (
            "[Activate: Main] [Once Per Turn] You may trash 1 card from your hand: Set this Character as active. Then, this Character will not become active in your next Refresh Phase.",
            "【起動メイン】【ターン1回】自分の手札1枚を捨てることができる：このキャラをアクティブにする。その後、このキャラは、次の自分のリフレッシュフェイズでアクティブにならない。",
        ),
        (
            "[Main] Up to 1 of your {Sky Pirates} type Characters gains +6000 power during this turn. Then, the selected Character will not become active in your next Refresh Phase.",
            "【メイン】自分の特徴《Sky Pirates》を持つキャラ1枚までを、このターン中、パワー+6000。その後、選んだキャラは、次の自分のリフレッシュフェイズでアクティブにならない。",
        ),
    ];
    alike_and_written_back(&pairs);
    let last = |text: &str| match &compile_text(text, Lang::En).abilities[..] {
        [Ability::Activated { effect: Effect::Seq(v), .. }] | [Ability::Auto { effect: Effect::Seq(v), .. }] => match v.last() {
            Some(Effect::Targeted { act, .. }) => Some(act.clone()),
            _ => None,
        },
        _ => None,
    };
    for (en, _) in pairs {
        assert_eq!(last(en), Some(Act::Prohibit(Prohibition::BeSetActive, Duration::UntilYourNextRefresh)), "{en}");
    }
}

/// A permanent prohibition printed with a comma after the card (「このキャラは、属性(斬)を持つ
/// カードとのバトルでKOされない」) reads like the one without it and is written back as printed.
#[test]
fn a_permanent_prohibition_with_a_comma_after_the_card() {
    alike_and_written_back(&[
        ("This Character cannot be K.O.'d in battle by <Slash> attribute cards.", "このキャラは、属性(斬)を持つカードとのバトルでKOされない。"),
        ("This Character cannot be K.O.'d in battle by <Slash> attribute cards.", "このキャラは属性(斬)を持つカードとのバトルでKOされない。"),
    ]);
}

/// Printings of conditions read like their canonical wording and are written back as printed
/// through their hints: the Leader's power and type with the subject said once (「自分のリーダーが、
/// パワー7000以上でかつ特徴《…》を持つ」), "no other [Name]" without "Characters" (「自分の他の
/// 「名」」), and the trailing "Draw 1 card if your Leader has 0 power or less.".
#[test]
fn condition_printings_are_read_and_written_back_as_printed() {
    use opcg_cards::render::Hints;
    for (canonical, printed, lang) in [
        (
            "自分のリーダーのパワーが7000以上で、自分のリーダーが特徴《空賊》を持つ場合、このキャラのパワー+1000。",
            "自分のリーダーが、パワー7000以上でかつ特徴《空賊》を持つ場合、このキャラのパワー+1000。",
            Lang::Ja,
        ),
        (
            "【起動メイン】自分のリーダーが特徴《空賊》を持ち、自分のキャラの他の「港の見張り」がいない場合、カード1枚を引く。",
            "【起動メイン】自分のリーダーが特徴《空賊》を持ち、自分の他の「港の見張り」がいない場合、カード1枚を引く。",
            Lang::Ja,
        ),
        (
            "[Activate: Main] If your Leader has the {Sky Pirates} type and you have no other [Harbor Lookout] Characters, draw 1 card.",
            "[Activate: Main] If your Leader has the {Sky Pirates} type and you have no other [Harbor Lookout], draw 1 card.",
            Lang::En,
        ),
        ("[On Play] If your Leader has 0 power or less, draw 1 card.", "[On Play] Draw 1 card if your Leader has 0 power or less.", Lang::En),
    ] {
        round_trip(canonical, lang);
        let (a, b) = (compile_text(canonical, lang), compile_text(printed, lang));
        assert!(b.unread.is_empty(), "{printed}: {:?}", b.unread);
        assert_eq!(a.abilities, b.abilities, "{printed}");
        let def = opcg_engine::CardDef { abilities: b.abilities.clone(), ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
        assert_eq!(opcg_cards::render::render_card_hinted(&def, Hints::of_text(printed, lang), lang).0, printed);
    }
}

/// The kind every alternative of a hand filter names ("{A} type Character card or Character card
/// with a type including "B"") is one kind for them all, as the Japanese prints it once after
/// them (「特徴《A》か『B』を含む特徴を持つキャラカード」): one reading, and each language's words.
#[test]
fn a_kind_shared_by_every_alternative_is_one_filter() {
    alike_and_written_back(&[
        (
            "[On Play] Play up to 1 {Test Crew} type Character card or Character card with a type including \"Mock\" with a cost of 5 or less from your hand.",
            "【登場時】自分の手札からコスト5以下の、特徴《Test Crew》か『Mock』を含む特徴を持つキャラカード1枚までを、登場させる。",
        ),
        (
            "[On Play] Play up to 1 {Test Crew} type Character card or {Mock Crew} type Character card with a cost of 4 or less from your hand.",
            "【登場時】自分の手札からコスト4以下の、特徴《Test Crew》を持つキャラカードか特徴《Mock Crew》を持つキャラカード1枚までを、登場させる。",
        ),
    ]);
    // a card of any kind is still written as a card in each alternative
    alike_and_written_back(&[(
        "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Test Crew} type card or card with a type including \"Mock\" and add it to your hand. Then, place the rest at the bottom of your deck in any order.",
        "【登場時】自分のデッキの上から5枚を見て、特徴《Test Crew》か『Mock』を含む特徴を持つカード1枚までを公開し、手札に加える。その後、残りを好きな順番でデッキの下に置く。",
    )]);
}

/// "If …, you may A. B." / 「…場合、Aてもよい。B。」: the sentences after the condition are under it
/// in both languages, as "If …, A. B." / 「…場合、A。B。」 are (a "Then," / 「その後、」 ends it); a
/// "may" before another clause ends its sentence when written from the other language.
#[test]
fn the_sentences_after_a_condition_and_a_may_are_under_the_condition() {
    use opcg_engine::effect::{Ability, Effect};
    let pairs = [
        (
            "[Counter] If your Leader is [Harbor Lookout], you may return any number of Characters on your field to the owner's hand. Up to 1 of your Leader or Character cards gains +2000 power during this battle for every returned Character.",
            "【カウンター】自分のリーダーが「Harbor Lookout」の場合、自分の場のキャラを任意の枚数手札に戻してもよい。自分のリーダーかキャラ1枚までは、このバトル中、戻したキャラ1枚につきパワー+2000。",
        ),
        (
            "[On Your Opponent's Attack] You may trash any number of {Test Crew} type cards from your hand. Your Leader or 1 of your Characters gains +1000 power during this battle for every card trashed.",
            "【相手のアタック時】自分の手札から特徴《Test Crew》を持つカードを任意の枚数捨ててもよい。捨てたカード1枚につき、自分のリーダーかキャラ1枚は、このバトル中、パワー+1000。",
        ),
    ];
    alike_and_written_back(&pairs);
    match &compile_text(pairs[0].0, Lang::En).abilities[..] {
        [Ability::Activated { effect: Effect::If(_, body), .. }] => assert!(matches!(&**body, Effect::Seq(v) if matches!(v[..], [Effect::May(_), _]))),
        other => panic!("{other:?}"),
    }
    // written from the other language's reading: the "may" ends its sentence, and reads back
    let ja = pairs[1].1;
    let def = opcg_engine::CardDef { abilities: compile_text(ja, Lang::Ja).abilities, ..opcg_engine::CardDef::vanilla("TST-1", "x", opcg_engine::CardKind::Character, opcg_engine::Colour::Red) };
    let written = opcg_cards::render::render_card(&def, Lang::En).0;
    assert!(written.contains("from your hand. Your Leader or 1"), "{written}");
    assert_eq!(compile_text(&written, Lang::En).abilities, def.abilities);
    let en = pairs[1].0;
    let def = opcg_engine::CardDef { abilities: compile_text(en, Lang::En).abilities, ..def };
    let written = opcg_cards::render::render_card(&def, Lang::Ja).0;
    assert!(written.contains("捨ててもよい。"), "{written}");
    assert_eq!(compile_text(&written, Lang::Ja).abilities, def.abilities);
}

/// "If …, A. Then, B." / 「…場合、A。その後、B。」 where B acts on what A chose ("the returned
/// Character", "that Character"): B has nothing to act on unless A happened, so it is under the
/// condition too — one reading with the Japanese chain 「…場合、Aし、B」; each printing written back.
#[test]
fn a_step_acting_on_what_the_step_before_chose_is_under_its_condition() {
    use opcg_engine::effect::{Ability, Effect};
    let pairs = [
        (
            "[Main] If you have 5 Characters, return 1 of your Characters to the owner's hand. Then, play up to 1 Character with a cost of 5 or less from your hand that is a different color than the returned Character.",
            "【メイン】自分のキャラが5枚いる場合、自分のキャラ1枚を、持ち主の手札に戻し、自分の手札から、戻したキャラと異なる色のコスト5以下のキャラカード1枚までを、登場させる。",
        ),
        (
            "[Main] If your Leader has the {Test Crew} type, negate the effect of up to 1 of your opponent's Characters during this turn. Then, if that Character has a cost of 4 or less, K.O. it.",
            "【メイン】自分のリーダーが特徴《Test Crew》を持つ場合、相手のキャラ1枚までを、このターン中、効果を無効にする。その後、そのキャラのコストが4以下の場合、KOする。",
        ),
    ];
    alike_and_written_back(&pairs);
    for (en, _) in pairs {
        assert!(matches!(&compile_text(en, Lang::En).abilities[..], [Ability::Activated { effect: Effect::If(_, body), .. }] if matches!(&**body, Effect::Seq(v) if v.len() == 2)), "{en}");
    }
    // a step that does not act on what the one before chose stays after the condition
    match &compile_text("[Main] If you have 5 Characters, draw 1 card. Then, trash 1 card from your hand.", Lang::En).abilities[..] {
        [Ability::Activated { effect: Effect::Seq(v), .. }] => assert!(matches!(v[..], [Effect::If(..), _])),
        other => panic!("{other:?}"),
    }
}
