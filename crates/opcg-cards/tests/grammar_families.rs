//! Every clause family of the one grammar (`opcg_cards::grammar::clauses`) writes and reads back
//! its examples in both languages, and the table is well formed. A new family gets its examples
//! here (the test fails for a family without one).

use game_core::Lang;
use opcg_cards::compile::cursor::Cursor;
use opcg_cards::grammar::{self, clauses::CLAUSES, conditions::CONDITIONS, costs::COSTS, selectors::SELECTORS};
use opcg_engine::effect::{Act, ActTiming, Amount, Cost, Selector, Targetable, Cmp, Condition, Counted, Dest, Duration, Effect, Filter, OwnAbility, PickTo, Pile, PowerOf, RestTo, Side, When};
use opcg_engine::CardKind;

/// "N of their Characters": the opponent's own, chosen by them.
fn their(n: u8, filter: Filter) -> Selector {
    Selector { up_to: false, ..Selector::up_to(n, Side::Opponent, Targetable::Character, filter) }.chosen_by_opponent()
}

/// Examples per family name (several values where a choice or a plural changes the words).
fn examples(name: &str) -> Vec<Effect> {
    use Effect as E;
    let any = Filter::any;
    let chosen = |side, from, by, count, to| E::MoveChosen { side, from, by, count, up_to: false, filter: any(), to };
    let top = |side, from, count, up_to, to| E::MoveTop { side, from, count, up_to, to };
    match name {
        "power-per-done" => {
            use opcg_engine::effect::{Done, Duration};
            let per = |each, per, done, d| E::Targeted {
                sel: Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, any()),
                act: Act::Power(Amount::PerCount { each, per, of: Counted::Done(done) }, d),
            };
            vec![
                per(1000, 1, Done::Trashed, Duration::ThisBattle),
                per(2000, 1, Done::Returned, Duration::ThisTurn),
                per(1000, 3, Done::PlacedAtDeckBottom, Duration::ThisBattle),
                E::Targeted { sel: Selector::this(), act: Act::Power(Amount::PerCount { each: 1000, per: 1, of: Counted::Done(Done::Koed) }, Duration::ThisTurn) },
            ]
        }
        "set-base-power" => {
            let leader = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Leader, Filter { traits: vec!["Harbor Folk".into()], ..any() }) };
            let character = Selector::up_to(1, Side::Opponent, Targetable::Character, any());
            vec![
                E::Targeted { sel: leader, act: Act::SetBasePower(7000, opcg_engine::effect::Duration::UntilEndOfOpponentsNextEndPhase) },
                E::Targeted { sel: character, act: Act::SetBasePower(0, opcg_engine::effect::Duration::ThisTurn) },
            ]
        }
        "opponents-on-play-negated" => vec![E::Restrict {
            side: Side::Opponent,
            what: opcg_engine::effect::PlayerRestriction::OnPlayNegated,
            duration: opcg_engine::effect::Duration::UntilEndOfOpponentsNextTurn,
        }],
        "draw" => vec![E::draw(1), E::draw(3), E::Draw { amount: Amount::Fixed(1), up_to: true }, E::Draw { amount: Amount::Fixed(2), up_to: true }],
        "reveal-add" => vec![E::Search { look: 1, filter: Filter::with_trait("Sky Pirates"), up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: true }],
        "reveal-play" => vec![
            E::Search { look: 1, filter: Filter { kind: Some(CardKind::Character), cost_max: Some(2), cost_min: Some(2), ..any() }, up_to: 1, pick_to: PickTo::Play { rested: false }, rest: RestTo::TopOrBottom, reveal: true },
            E::Search { look: 1, filter: Filter { kind: Some(CardKind::Character), cost_max: Some(3), ..any() }, up_to: 1, pick_to: PickTo::Play { rested: true }, rest: RestTo::TopOrBottom, reveal: true },
        ],
        "reveal-play-bottom" => vec![E::Search { look: 1, filter: Filter { kind: Some(CardKind::Character), cost_max: Some(9), ..any() }, up_to: 1, pick_to: PickTo::Play { rested: false }, rest: RestTo::BottomAnyOrder, reveal: true }],
        "reveal-top" => vec![E::RevealTop { life: false }, E::RevealTop { life: true }],
        "play-that-card" => vec![E::PlayChosen { rested: false }, E::PlayChosen { rested: true }],
        "declare-cost-reveal" => vec![E::DeclareCostReveal],
        "place-revealed-card" => vec![
            E::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: any(), to: Dest::Deck { bottom: false } },
            E::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: any(), to: Dest::Deck { bottom: true } },
        ],
        "this-to-hand" => vec![E::ThisToHand],
        "play-this" => vec![E::PlayThis { rested: false }],
        "play-this-rested-from-trash" => vec![E::PlayThis { rested: true }],
        // "any number of": `Effect::ALL` with `up_to`
        "trash-any-number-from-hand" => vec![
            E::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: E::ALL, up_to: true, filter: Filter::with_trait("Harbor Folk"), to: Dest::Trash },
            E::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: E::ALL, up_to: true, filter: Filter { kind: Some(CardKind::Event), ..any() }, to: Dest::Trash },
        ],
        "trash-any-number-to-deck-bottom" => vec![E::MoveChosen {
            side: Side::You,
            from: Pile::Trash,
            by: Side::You,
            count: E::ALL,
            up_to: true,
            filter: Filter { kind: Some(CardKind::Character), cost_min: Some(4), ..any() },
            to: Dest::Deck { bottom: true },
        }],
        "return-any-number" => vec![E::Targeted { sel: Selector { count: E::ALL, ..Selector::up_to(1, Side::You, Targetable::Character, any()) }, act: Act::ReturnToHand }],
        "ko-any-number" => vec![E::Targeted {
            sel: Selector { count: E::ALL, ..Selector::up_to(1, Side::You, Targetable::Character, Filter { cost_max: Some(2), ..Filter::with_trait("Harbor Folk") }) },
            act: Act::Ko,
        }],
        "trash-opponents-hand" => vec![chosen(Side::Opponent, Pile::Hand, Side::You, 1, Dest::Trash), chosen(Side::Opponent, Pile::Hand, Side::You, 2, Dest::Trash)],
        "opponent-trashes-from-hand" => vec![chosen(Side::Opponent, Pile::Hand, Side::Opponent, 1, Dest::Trash), chosen(Side::Opponent, Pile::Hand, Side::Opponent, 2, Dest::Trash)],
        "hand-to-deck" => vec![chosen(Side::You, Pile::Hand, Side::You, 1, Dest::Deck { bottom: true }), chosen(Side::You, Pile::Hand, Side::You, 2, Dest::Deck { bottom: false })],
        "hand-to-deck-top-or-bottom" => vec![chosen(Side::You, Pile::Hand, Side::You, 1, Dest::DeckTopOrBottom), chosen(Side::You, Pile::Hand, Side::You, 2, Dest::DeckTopOrBottom)],
        "opponent-hand-to-deck-bottom" => vec![chosen(Side::Opponent, Pile::Hand, Side::Opponent, 1, Dest::Deck { bottom: true }), chosen(Side::Opponent, Pile::Hand, Side::Opponent, 2, Dest::Deck { bottom: true })],
        "opponent-trash-to-deck-bottom" => vec![chosen(Side::Opponent, Pile::Trash, Side::Opponent, 1, Dest::Deck { bottom: true }), chosen(Side::Opponent, Pile::Trash, Side::Opponent, 3, Dest::Deck { bottom: true })],
        "opponent-trash-to-deck-bottom-of-kind" => vec![
            E::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: 3, up_to: false, filter: Filter::of_kind(CardKind::Event), to: Dest::Deck { bottom: true } },
            E::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: 1, up_to: false, filter: Filter { kind: Some(CardKind::Character), cost_max: Some(4), ..Filter::any() }, to: Dest::Deck { bottom: true } },
        ],
        "opponent-chooses-from-your-hand" => vec![chosen(Side::You, Pile::Hand, Side::Opponent, 1, Dest::Trash), chosen(Side::You, Pile::Hand, Side::Opponent, 2, Dest::Trash)],
        "opponent-returns-own-characters" => vec![
            E::Targeted { sel: their(1, Filter::any()), act: Act::ReturnToHand },
            E::Targeted { sel: their(2, Filter { rested: Some(false), cost_max: Some(6), ..Filter::any() }), act: Act::ReturnToHand },
        ],
        "opponent-places-own-characters" => vec![E::Targeted { sel: their(1, Filter::any()), act: Act::ToDeckBottom }, E::Targeted { sel: their(1, Filter::with_trait("Sky Pirates")), act: Act::ToDeckBottom }],
        "activate-own" => vec![E::ActivateOwn(OwnAbility::Activated(ActTiming::Main)), E::ActivateOwn(OwnAbility::Activated(ActTiming::Counter))],
        "activate-own-auto" => vec![E::ActivateOwn(OwnAbility::Auto(When::OnPlay)), E::ActivateOwn(OwnAbility::Auto(When::OnKo))],
        "give-rested-don-each" => vec![
            E::GiveRestedDon { count: 1, to: Selector::up_to(3, Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) },
            E::GiveRestedDon { count: 2, to: Selector::up_to(2, Side::You, Targetable::Character, Filter::cost_at_most(4)) },
        ],
        "give-rested-don-to-all" => vec![
            E::GiveRestedDon { count: 1, to: Selector::all(Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) },
            E::GiveRestedDon { count: 2, to: Selector::all(Side::You, Targetable::Character, Filter::cost_at_most(4)) },
        ],
        "give-given-don" => vec![
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::any()) }, act: Act::GiveGivenDon(2) },
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) }, act: Act::GiveGivenDon(1) },
        ],
        "set-don-active" => vec![E::SetDon { side: Side::You, count: 2, up_to: true, rested: false }],
        "ko-own-characters" => vec![
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) }, act: Act::Ko },
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(2, Side::You, Targetable::Character, any()) }, act: Act::Ko },
        ],
        "trash-own-characters" => vec![
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) }, act: Act::Trash },
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(2, Side::You, Targetable::Character, Filter { cost_max: Some(2), ..any() }) }, act: Act::Trash },
        ],
        "base-power-of-chosen" => vec![E::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::Chosen, Duration::ThisTurn) }],
        "base-power-of-attacker" => vec![E::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::Attacker, Duration::ThisTurn) }],
        "base-power-of-opponents-leader" => vec![
            E::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::OpponentsLeader, Duration::UntilStartOfYourNextTurn) },
            E::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::OpponentsLeader, Duration::ThisTurn) },
        ],
        "change-attack-target" => vec![E::Targeted { sel: Selector::chosen(), act: Act::BecomeAttackTarget }],
        "rest-own-characters" => vec![
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter { cost_min: Some(3), ..any() }) }, act: Act::Rest },
            E::Targeted { sel: Selector { up_to: false, ..Selector::up_to(2, Side::You, Targetable::Character, Filter::with_trait("Sky Pirates")) }, act: Act::Rest },
        ],
        "rest-don" => vec![E::SetDon { side: Side::You, count: 1, up_to: false, rested: true }],
        "rest-opponent-don-or-character" => vec![
            E::RestDonOrCharacter { count: 1, filter: Filter::cost_at_most(3) },
            E::RestDonOrCharacter { count: 2, filter: Filter { power_max: Some(5000), ..any() } },
        ],
        "rest-opponent-don" => vec![E::SetDon { side: Side::Opponent, count: 2, up_to: true, rested: true }],
        "return-don" => vec![E::ReturnDon { side: Side::You, count: 1 }, E::ReturnDon { side: Side::You, count: 2 }],
        "opponent-returns-don" => vec![E::ReturnDon { side: Side::Opponent, count: 1 }],
        "life-to-hand" => vec![top(Side::You, Pile::Life, 1, false, Dest::Hand), top(Side::You, Pile::Life, 2, false, Dest::Hand)],
        "deck-to-life" => vec![
            top(Side::You, Pile::Deck, 1, false, Dest::Life { face_up: false }),
            top(Side::You, Pile::Deck, 1, true, Dest::Life { face_up: false }),
            top(Side::You, Pile::Deck, 2, true, Dest::Life { face_up: true }),
        ],
        "trash-each-life" => vec![top(Side::Either, Pile::Life, 1, false, Dest::Trash), top(Side::Either, Pile::Life, 2, false, Dest::Trash)],
        "trash-life" => vec![
            top(Side::Opponent, Pile::Life, 1, false, Dest::Trash),
            top(Side::You, Pile::Life, 1, false, Dest::Trash),
            top(Side::Opponent, Pile::Life, 2, true, Dest::Trash),
        ],
        "life-ends-to-trash" => vec![top(Side::You, Pile::LifeEnds, 1, false, Dest::Trash), top(Side::You, Pile::LifeEnds, 2, false, Dest::Trash)],
        "life-ends-to-hand" => vec![top(Side::You, Pile::LifeEnds, 1, false, Dest::Hand)],
        "mill" => vec![top(Side::You, Pile::Deck, 1, false, Dest::Trash), top(Side::Opponent, Pile::Deck, 3, false, Dest::Trash)],
        "turn-life-face-up" => vec![E::TurnLifeFaceUp { count: 1 }],
        "turn-all-life-face-down" => vec![E::TurnLifeFaceDown { count: None }],
        "deal-damage" => vec![E::DealDamage { side: Side::Opponent, count: 1 }, E::DealDamage { side: Side::Opponent, count: 2 }],
        "deal-damage-to-you" => vec![E::DealDamage { side: Side::You, count: 1 }],
        "look-at-life" => vec![E::Look { side: Side::Opponent, from: Pile::Life, count: None, reveal: false }, E::Look { side: Side::You, from: Pile::Life, count: None, reveal: false }],
        "look-at-opponents-deck-top" => vec![E::Look { side: Side::Opponent, from: Pile::Deck, count: Some(1), reveal: false }, E::Look { side: Side::Opponent, from: Pile::Deck, count: Some(2), reveal: false }],
        "reveal-opponents-hand" => vec![E::Look { side: Side::Opponent, from: Pile::Hand, count: Some(1), reveal: true }, E::Look { side: Side::Opponent, from: Pile::Hand, count: Some(2), reveal: true }],
        "arrange-top" => vec![E::Arrange { life: false, count: 1, top_only: false }, E::Arrange { life: false, count: 3, top_only: false }],
        "arrange-top-only" => vec![E::Arrange { life: false, count: 1, top_only: true }, E::Arrange { life: false, count: 3, top_only: true }],
        "select" => vec![
            E::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { traits: vec!["Sky Pirates".into()], power_min: Some(6000), ..any() }), act: Act::Select },
            E::Targeted { sel: Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::cost_at_most(4)), act: Act::Select },
        ],
        "no-attack-on-base-cost-at-most" => vec![E::Targeted {
            sel: Selector::this(),
            act: Act::Prohibit(opcg_engine::effect::Prohibition::AttackCharactersBaseCostAtMost(7), opcg_engine::effect::Duration::ThisTurn),
        }],
        "selected-unblockable" => vec![E::Targeted { sel: Selector::chosen(), act: Act::Grant(opcg_engine::Keyword::Unblockable, opcg_engine::effect::Duration::ThisTurn) }],
        "arrange-life" => vec![E::Arrange { life: true, count: 1, top_only: false }, E::Arrange { life: true, count: 2, top_only: false }],
        "next-play-cost" => vec![
            E::NextPlayCost { filter: Filter { kind: Some(CardKind::Character), cost_min: Some(3), ..Filter::with_trait("Sky Pirates") }, by: 1 },
            E::NextPlayCost { filter: Filter { cost_min: Some(4), name: Some(opcg_engine::effect::NameMatch::Exact("Harbor Lookout".into())), ..any() }, by: 2 },
            E::NextPlayCost { filter: Filter { kind: Some(CardKind::Event), ..any() }, by: 1 },
        ],
        // — face-up Life and Life arrangement
        "order-life-to-deck" => vec![E::OrderLife { side: Side::You, to_deck: 1 }, E::OrderLife { side: Side::You, to_deck: 2 }],
        "order-life" => vec![E::OrderLife { side: Side::You, to_deck: 0 }],
        "order-opponents-life" => vec![E::OrderLife { side: Side::Opponent, to_deck: 0 }],
        "opponent-life-to-owners-hand" => vec![top(Side::Opponent, Pile::Life, 1, true, Dest::Hand), top(Side::Opponent, Pile::Life, 2, false, Dest::Hand)],
        "trash-face-up-life" => vec![E::MoveChosen { side: Side::You, from: Pile::FaceUpLife, by: Side::You, count: E::ALL, up_to: false, filter: any(), to: Dest::Trash }],
        "search-to-life" => vec![
            E::Search { look: 5, filter: Filter { kind: Some(CardKind::Character), cost_min: Some(5), cost_max: Some(5), ..any() }, up_to: 1, pick_to: PickTo::Life { face_up: true }, rest: RestTo::BottomAnyOrder, reveal: false },
            E::Search { look: 4, filter: Filter::with_trait("Harbor Crew"), up_to: 2, pick_to: PickTo::Life { face_up: false }, rest: RestTo::BottomAnyOrder, reveal: false },
        ],
        "search-to-trash" => vec![
            E::Search { look: 5, filter: any(), up_to: 2, pick_to: PickTo::Trash, rest: RestTo::BottomAnyOrder, reveal: false },
            E::Search { look: 3, filter: Filter::with_trait("Harbor Crew"), up_to: 1, pick_to: PickTo::Trash, rest: RestTo::BottomAnyOrder, reveal: false },
        ],
        "search-add-unrevealed" => vec![
            E::Search { look: 3, filter: any(), up_to: 1, pick_to: PickTo::HandUnrevealed, rest: RestTo::BottomAnyOrder, reveal: false },
            E::Search { look: 5, filter: any(), up_to: 2, pick_to: PickTo::HandUnrevealed, rest: RestTo::TopOrBottom, reveal: false },
            E::Search { look: 1, filter: any(), up_to: 1, pick_to: PickTo::HandUnrevealed, rest: RestTo::Trash, reveal: false },
        ],
        "draw-to-hand-size" => vec![
            E::Draw { amount: Amount::PerCount { each: 1, per: 1, of: Counted::YourHandShortOf(2) }, up_to: false },
            E::Draw { amount: Amount::PerCount { each: 1, per: 1, of: Counted::YourHandShortOf(5) }, up_to: false },
        ],
        "hand-down-to-each" => vec![
            E::MoveChosen { side: Side::Either, from: Pile::HandDownTo, by: Side::Either, count: 5, up_to: false, filter: any(), to: Dest::Trash },
            E::MoveChosen { side: Side::Either, from: Pile::HandDownTo, by: Side::Either, count: 1, up_to: false, filter: any(), to: Dest::Trash },
        ],
        "hand-or-trash-to-life" => vec![
            E::MoveChosen { side: Side::You, from: Pile::HandOrTrash, by: Side::You, count: 2, up_to: true, filter: Filter { kind: Some(CardKind::Character), cost_min: Some(5), cost_max: Some(5), ..any() }, to: Dest::Life { face_up: true } },
            E::MoveChosen { side: Side::You, from: Pile::HandOrTrash, by: Side::You, count: 1, up_to: true, filter: Filter::with_trait("Harbor Crew"), to: Dest::Life { face_up: false } },
        ],
        "trash-life-down-to" => vec![top(Side::You, Pile::LifeDownTo, 1, false, Dest::Trash), top(Side::You, Pile::LifeDownTo, 2, false, Dest::Trash)],
        "reveal-hand-to-life" => vec![
            E::MoveChosen { side: Side::You, from: Pile::HandShown, by: Side::You, count: 1, up_to: true, filter: Filter { kind: Some(CardKind::Character), cost_min: Some(5), cost_max: Some(5), ..any() }, to: Dest::Life { face_up: false } },
            E::MoveChosen { side: Side::You, from: Pile::HandShown, by: Side::You, count: 2, up_to: true, filter: Filter::with_trait("Harbor Crew"), to: Dest::Life { face_up: true } },
        ],
        _ => Vec::new(),
    }
}

#[test]
fn every_family_has_examples_that_round_trip_in_both_languages() {
    for f in CLAUSES {
        let ex = examples(f.name);
        assert!(!ex.is_empty(), "family {:?} has no example in this test", f.name);
        for e in ex {
            for lang in [Lang::En, Lang::Ja] {
                let (head, verb) = f.render(&e, lang).unwrap_or_else(|| panic!("{} does not write {e:?}", f.name));
                let text = format!("{head}{verb}");
                // the table as a whole reads it back to the same effect, to the end of the text
                let mut c = Cursor::new(&text);
                let back = grammar::parse_clause(&mut c, lang, false);
                assert_eq!(back.as_ref(), Some(&e), "{} {lang:?}: {text:?}", f.name);
                assert!(c.at_end(), "{} {lang:?}: {text:?} read only to {}", f.name, c.pos);
                // the same through the whole compiler, as a card's [Main] text
                let line = match lang {
                    Lang::En => format!("[Main] {}.", capitalise(&text)),
                    Lang::Ja => format!("【メイン】{text}。"),
                };
                let c = opcg_cards::compile_text(&line, lang);
                assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                let rendered = opcg_cards::render_abilities(&c.abilities, &[], lang);
                assert_eq!(rendered, line, "{} {lang:?}", f.name);
            }
            // the continuative (連用形) form reads back too, as a clause followed by 「、」
            let (head, verb) = f.render(&e, Lang::Ja).unwrap_or_default();
            let cont = format!("{head}{}", grammar::template::Form::Continuative.of(&verb));
            let mut c = Cursor::new(&cont);
            assert_eq!(grammar::parse_clause(&mut c, Lang::Ja, true).as_ref(), Some(&e), "{}: {cont:?}", f.name);
        }
    }
}

/// Condition examples per family name.
fn condition_examples(name: &str) -> Vec<Condition> {
    let events = Filter { kind: Some(opcg_engine::CardKind::Event), ..Filter::any() };
    match name {
        "fewer-life" => vec![Condition::Compare(Counted::YourLife, Cmp::Less, Counted::OpponentLife)],
        "don-exactly" => vec![Condition::Exactly(Counted::YourDonOnField, 10), Condition::Exactly(Counted::YourDonOnField, 0)],
        "characters-cost-total" => vec![Condition::AtLeast(Counted::YourCharactersCostTotal, 5)],
        "trash-count" => vec![Condition::AtLeast(Counted::YourTrash, 15)],
        "trash-cards" => vec![Condition::AtLeast(Counted::YourTrashCards(events), 4)],
        "face-up-life" => vec![Condition::AtLeast(Counted::YourFaceUpLife, 1)],
        "life-and-hand-at-most" => vec![Condition::AtMost(Counted::YourLifeAndHand, 4), Condition::AtMost(Counted::YourLifeAndHand, 1)],
        "characters-exactly" => vec![Condition::Exactly(Counted::YourCharacters(Filter::any()), 5), Condition::Exactly(Counted::YourCharacters(Filter::any()), 1)],
        // comparisons and the card's own state (issue #10)
        "life-at-most-opponents" => vec![Condition::Compare(Counted::YourLife, Cmp::AtMost, Counted::OpponentLife)],
        "fewer-don-by" => vec![Condition::Compare(Counted::YourDonOnField, Cmp::FewerBy(2), Counted::OpponentDonOnField)],
        "fewer-hand-by" => vec![Condition::Compare(Counted::YourHand, Cmp::FewerBy(3), Counted::OpponentHand)],
        "fewer-characters-by" => vec![Condition::Compare(Counted::YourCharacters(Filter::any()), Cmp::FewerBy(2), Counted::OpponentCharacters(Filter::any()))],
        "this-rested" => vec![Condition::ThisRested],
        "this-active" => vec![Condition::ThisActive],
        "only-characters" => vec![
            Condition::OnlyCharacters(Filter { traits: vec!["Sky Nobles".into()], ..Filter::any() }),
            Condition::OnlyCharacters(Filter { traits: vec!["Sky Nobles".into()], cost_max: Some(4), ..Filter::any() }),
        ],
        // Leader conditions, DON!! and rested-card counts (conditions as a table)
        "leader-active" => vec![Condition::LeaderActive],
        "no-characters" => vec![
            Condition::AtMost(Counted::YourCharacters(Filter { base_power_min: Some(6000), ..Filter::any() }), 0),
            Condition::AtMost(Counted::YourCharacters(Filter { traits: vec!["Sky Nobles".into()], ..Filter::any() }), 0),
        ],
        "leader-power-at-least" => vec![Condition::AtLeast(Counted::YourLeaderPower, 7000)],
        "leader-power-at-most" => vec![Condition::AtMost(Counted::YourLeaderPower, 0), Condition::AtMost(Counted::YourLeaderPower, 5000)],
        "leader-attribute" => vec![Condition::LeaderAttribute(opcg_engine::Attribute::Slash), Condition::LeaderAttribute(opcg_engine::Attribute::Wisdom)],
        "rested-don" => vec![Condition::AtLeast(Counted::YourRestedDon, 6)],
        "all-don-rested" => vec![Condition::AtMost(Counted::YourActiveDon, 0)],
        "given-don-total" => vec![Condition::AtLeast(Counted::YourGivenDon, 2)],
        "opponent-rested-cards" => vec![Condition::AtLeast(Counted::OpponentRestedCards, 7)],
        "chosen-power-at-most" => vec![Condition::ChosenAtMost { power: true, n: 5000 }],
        "chosen-cost-at-most" => vec![Condition::ChosenAtMost { power: false, n: 4 }],
        "battled-opponents-character" => vec![Condition::BattledOpponentsCharacterThisTurn],
        "not-drawn-by-this" => vec![Condition::NotDrawnByThisThisTurn],
        "rested-named" => vec![Condition::AtLeast(
            Counted::YourLeaderAndCharacters(Filter { name: Some(opcg_engine::effect::NameMatch::Exact("Harbor Lookout".into())), rested: Some(true), ..Filter::any() }),
            1,
        )],
        "other-named" => vec![Condition::AtLeast(
            Counted::YourCharacters(Filter { name: Some(opcg_engine::effect::NameMatch::Exact("Harbor Lookout".into())), not_this: true, ..Filter::any() }),
            1,
        )],
        "named-alternatives" => {
            let named = |n: &str| Filter { name: Some(opcg_engine::effect::NameMatch::Exact(n.into())), ..Filter::any() };
            vec![
                Condition::AtLeast(Counted::YourCharacters(Filter { any_of: vec![named("Harbor Lookout"), named("Mock Captain")], ..Filter::any() }), 1),
                Condition::AtLeast(Counted::YourCharacters(Filter { any_of: vec![named("Harbor Lookout"), named("Mock Captain"), named("Test Mate")], ..Filter::any() }), 1),
            ]
        }
        _ => Vec::new(),
    }
}

#[test]
fn every_condition_family_round_trips_in_both_languages() {
    for f in CONDITIONS {
        let ex = condition_examples(f.name);
        assert!(!ex.is_empty(), "condition family {:?} has no example in this test", f.name);
        for k in ex {
            for lang in [Lang::En, Lang::Ja] {
                // `{this}` as a Character's text writes it (the card the whole compiler renders for)
                let this = if lang == Lang::En { "this Character" } else { "このキャラ" };
                let (head, verb) = f.render_this(&k, lang, Some(this)).unwrap_or_else(|| panic!("{} does not write {k:?}", f.name));
                let text = format!("{head}{verb}");
                let mut c = Cursor::new(&text);
                assert_eq!(grammar::parse_condition(&mut c, lang).as_ref(), Some(&k), "{} {lang:?}: {text:?}", f.name);
                assert!(c.at_end(), "{} {lang:?}: {text:?}", f.name);
                // through the whole compiler, as the condition of a [Main] draw
                let line = match lang {
                    Lang::En => format!("[Main] If {text}, draw 1 card."),
                    Lang::Ja => format!("【メイン】{text}場合、カード1枚を引く。"),
                };
                let c = opcg_cards::compile_text(&line, lang);
                assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                assert_eq!(opcg_cards::render_abilities(&c.abilities, &[], lang), line, "{} {lang:?}", f.name);
            }
        }
    }
}

/// Worded-timing examples per family name (`grammar::timings::WORDED_TIMINGS`).
fn timing_examples(name: &str) -> Vec<When> {
    let typed = Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() };
    match name {
        "your-character-koed-or-removed-by-opponent" => {
            vec![When::YourCharacterKoedOrRemovedByOpponent(Box::new(typed)), When::YourCharacterKoedOrRemovedByOpponent(Box::new(Filter { cost_min: Some(2), ..Filter::any() }))]
        }
        "you-play-character-from-hand" => vec![
            When::YouPlayCharacterFromHand(Box::new(Filter { no_text: Some(true), ..Filter::any() })),
            When::YouPlayCharacterFromHand(Box::new(typed)),
        ],
        "opponent-plays-character-or-by-character-effect" => {
            vec![When::OpponentPlaysCharacter { filter: Box::new(Filter { base_cost_min: Some(8), ..Filter::any() }), or_by_character_effect: true }]
        }
        "opponent-plays-character" => vec![
            When::OpponentPlaysCharacter { filter: Box::new(Filter::any()), or_by_character_effect: false },
            When::OpponentPlaysCharacter { filter: Box::new(Filter { base_cost_min: Some(8), ..Filter::any() }), or_by_character_effect: false },
        ],
        _ => Vec::new(),
    }
}

/// Every worded timing with holes reads back through the whole compiler in both languages, as
/// the timing of a Leader's ability ("When …, draw 1 card.") and made optional ("This effect can
/// be activated when …. Draw 1 card.", 「…時、発動できる。カード1枚を引く。」).
#[test]
fn every_worded_timing_with_holes_round_trips_in_both_languages() {
    for f in grammar::timings::WORDED_TIMINGS {
        let ex = timing_examples(f.name);
        assert!(!ex.is_empty(), "timing family {:?} has no example in this test", f.name);
        for w in ex {
            for lang in [Lang::En, Lang::Ja] {
                let words = grammar::words::when_words(&w, lang);
                assert!(!words.is_empty(), "{} {lang:?} does not write {w:?}", f.name);
                let mut c = Cursor::new(&words);
                assert_eq!(grammar::words::worded_when_at(&mut c, lang).as_ref(), Some(&w), "{} {lang:?}: {words:?}", f.name);
                assert!(c.at_end(), "{} {lang:?}: {words:?}", f.name);
                for optional in [false, true] {
                    let line = match (lang, optional) {
                        (Lang::En, false) => format!("{words} draw 1 card."),
                        (Lang::Ja, false) => format!("{words}カード1枚を引く。"),
                        (_, true) => format!("{} {}", grammar::words::write_optional_when(&w, lang).unwrap_or_default(), if lang == Lang::En { "Draw 1 card." } else { "カード1枚を引く。" }),
                    };
                    let line = if lang == Lang::Ja { line.replace("。 ", "。") } else { line };
                    let c = opcg_cards::compile_text(&line, lang);
                    assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                    assert!(
                        matches!(c.abilities.as_slice(), [opcg_engine::effect::Ability::Auto { when, optional: o, .. }] if *when == w && *o == optional),
                        "{} {lang:?}: {line:?} read as {:?}",
                        f.name,
                        c.abilities
                    );
                    assert_eq!(opcg_cards::render_abilities(&c.abilities, &[], lang), line, "{} {lang:?}", f.name);
                }
            }
        }
    }
}

/// Selector examples per shape name.
fn selector_examples(name: &str) -> Vec<Selector> {
    let named = |n: &str| Filter { name: Some(opcg_engine::effect::NameMatch::Exact(n.into())), ..Filter::any() };
    let sel = |what, filter, count, up_to| Selector { side: Side::You, what, filter, count, up_to, all: false, more: None };
    let character_or = |n: &str| Filter { any_of: vec![Filter { kind: Some(CardKind::Character), ..Filter::any() }, named(n)], ..Filter::any() };
    match name {
        "chosen" => vec![Selector::chosen()],
        "battle-opponent" => vec![Selector { side: Side::Opponent, what: Targetable::BattleOpponent, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }],
        "your-named-leader-up-to" => vec![sel(Targetable::Leader, named("Harbor Lookout"), 1, true)],
        "your-named-leader" => vec![sel(Targetable::Leader, named("Harbor Lookout"), 1, false)],
        "your-characters-or-named" => vec![sel(Targetable::LeaderOrCharacter, character_or("Harbor Lookout"), 1, true)],
        "your-named-cards-up-to" => vec![sel(Targetable::LeaderOrCharacter, named("Harbor Lookout"), 1, true), sel(Targetable::LeaderOrCharacter, named("Harbor Lookout"), 2, true)],
        "your-named-cards" => vec![sel(Targetable::LeaderOrCharacter, named("Harbor Lookout"), 1, false)],
        "your-leader-or-characters" => vec![sel(Targetable::LeaderOrCharacter, Filter::any(), 1, false), sel(Targetable::LeaderOrCharacter, Filter::any(), 2, false)],
        "your-typed-leader" => vec![
            sel(Targetable::Leader, Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() }, 1, false),
            sel(Targetable::Leader, Filter { traits: vec!["Harbor Folk".into(), "Sky Folk".into()], ..Filter::any() }, 1, false),
        ],
        _ => Vec::new(),
    }
}

/// Every selector shape writes and reads back alone, and through the whole compiler as the
/// cards a [Main] "rest …" / 「…を、レストにする」 names.
#[test]
fn every_selector_shape_round_trips_in_both_languages() {
    for f in SELECTORS {
        let ex = selector_examples(f.name);
        assert!(!ex.is_empty(), "selector shape {:?} has no example in this test", f.name);
        for s in ex {
            for lang in [Lang::En, Lang::Ja] {
                let text = grammar::render_selector(&s, lang).unwrap_or_else(|| panic!("{} does not write {s:?}", f.name));
                let mut c = Cursor::new(&text);
                assert_eq!(grammar::parse_selector(&mut c, lang).as_ref(), Some(&s), "{} {lang:?}: {text:?}", f.name);
                assert!(c.at_end(), "{} {lang:?}: {text:?}", f.name);
                let e = Effect::Targeted { sel: s.clone(), act: Act::Rest };
                let ability = opcg_engine::effect::Ability::Activated { timing: ActTiming::Main, conditions: vec![], once_per_turn: false, cost: vec![], effect: e };
                let line = opcg_cards::render_abilities(std::slice::from_ref(&ability), &[], lang);
                let c = opcg_cards::compile_text(&line, lang);
                assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                assert_eq!(c.abilities, vec![ability.clone()], "{} {lang:?}: {line:?}", f.name);
            }
        }
    }
    let mut names: Vec<&str> = SELECTORS.iter().map(|f| f.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), SELECTORS.len(), "shape names are unique");
}

#[test]
fn templates_name_only_declared_holes_and_japanese_ones_end_in_a_verb() {
    for f in SELECTORS {
        for t in f.en.iter().chain(f.ja.iter()) {
            for h in grammar::template::hole_names(t) {
                assert!(f.holes.iter().any(|(n, _)| *n == h), "{}: {t:?} names {h:?}", f.name);
            }
            assert!(!grammar::template::has_verb(t), "{}: {t:?}: selectors have no verb marker", f.name);
        }
    }
    for f in CONDITIONS {
        for t in f.en.iter().chain(f.ja.iter()) {
            for h in grammar::template::hole_names(t) {
                assert!(f.holes.iter().any(|(n, _)| *n == h), "{}: {t:?} names {h:?}", f.name);
            }
            assert!(!grammar::template::has_verb(t), "{}: {t:?}: conditions have no verb marker", f.name);
        }
    }
    for f in CLAUSES {
        assert!(!f.en.is_empty() && !f.ja.is_empty(), "{}", f.name);
        for t in f.en.iter().chain(f.ja.iter()) {
            for h in grammar::template::hole_names(t) {
                assert!(f.holes.iter().any(|(n, _)| *n == h), "{}: {t:?} names {h:?}", f.name);
            }
        }
        for t in f.ja {
            assert!(grammar::template::has_verb(t), "{}: {t:?} has no ~verb", f.name);
        }
        for t in f.en {
            assert!(!grammar::template::has_verb(t), "{}: {t:?}: English has no verb marker", f.name);
        }
    }
    let mut names: Vec<&str> = CLAUSES.iter().map(|f| f.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), CLAUSES.len(), "family names are unique");
}

/// Cost examples per family name (each entry's cost, or its two costs).
fn cost_examples(name: &str) -> Vec<Vec<Cost>> {
    use Cost as K;
    let named = |n: &str| Filter { name: Some(opcg_engine::effect::NameMatch::Exact(n.into())), ..Filter::any() };
    let events = Filter { kind: Some(CardKind::Event), ..Filter::any() };
    let pirates = Filter::with_trait("Harbor Crew");
    match name {
        "don-minus" => vec![vec![K::ReturnDon(1)], vec![K::ReturnDon(2)]],
        "don-symbol" => vec![vec![K::RestDonSymbol(1)], vec![K::RestDonSymbol(3)]],
        "don-and-this" => vec![vec![K::RestDon(1), K::RestThis], vec![K::RestDon(2), K::RestThis]],
        "this-and-leader-or-stage" => vec![vec![K::RestThis, K::RestLeaderOrStage { count: 1, filter: pirates.clone() }]],
        "this-and-named" => vec![vec![K::RestThis, K::RestNamed { count: 1, name: "Harbor Lookout".into(), or_leader: false }]],
        "this-and-trash-to-deck-bottom" => vec![
            vec![K::ThisToDeckBottom, K::TrashToDeckBottom { count: 1, filter: Filter { power_min: Some(3000), power_max: Some(3000), ..named("Harbor Lookout") } }],
            vec![K::ThisToDeckBottom, K::TrashToDeckBottom { count: 2, filter: events.clone() }],
        ],
        "this-and-hand-to-deck-bottom" => vec![vec![K::ThisToDeckBottom, K::HandToDeck { count: 1, bottom: true }], vec![K::ThisToDeckBottom, K::HandToDeck { count: 2, bottom: true }]],
        "rest-this" => vec![vec![K::RestThis]],
        "rest-don" => vec![vec![K::RestDon(1)], vec![K::RestDon(2)]],
        "rest-your-leader" => vec![vec![K::RestLeaderOrStage { count: 1, filter: Filter::of_kind(CardKind::Leader) }]],
        "rest-leader-or-stage-any" => vec![vec![K::RestLeaderOrStage { count: 1, filter: Filter::any() }]],
        "rest-leader-or-stage" => vec![vec![K::RestLeaderOrStage { count: 1, filter: pirates.clone() }], vec![K::RestLeaderOrStage { count: 2, filter: Filter { rested: Some(false), ..Filter::any() } }]],
        "rest-named" => vec![vec![K::RestNamed { count: 1, name: "Harbor Lookout".into(), or_leader: false }]],
        "rest-leader-or-named" => vec![vec![K::RestNamed { count: 1, name: "Harbor Lookout".into(), or_leader: true }]],
        "rest-characters" => vec![
            vec![K::RestCharacters { count: 1, filter: Filter::any() }],
            vec![K::RestCharacters { count: 2, filter: Filter { not_this: true, ..pirates.clone() } }],
        ],
        "return-don-or-more" => vec![vec![K::ReturnDonOrMore(1)]],
        "give-active-don-to-named" => vec![vec![K::GiveActiveDonToNamed { count: 1, name: "Harbor Lookout".into() }], vec![K::GiveActiveDonToNamed { count: 2, name: "Harbor Lookout".into() }]],
        "given-don-to-cost-area" => vec![vec![K::GivenDonToCostArea(2)], vec![K::GivenDonToCostArea(1)]],
        "active-leader-power" => vec![vec![K::ActiveLeaderPower(-1000)]],
        "turn-life-face-up" => vec![vec![K::TurnLifeFaceUp(1)], vec![K::TurnLifeFaceUp(2)]],
        "turn-life-face-down" => vec![vec![K::TurnLifeFaceDown(1)]],
        "trash-life-top-or-bottom" => vec![vec![K::TrashLifeTopOrBottom(1)]],
        "return-characters-to-hand" => vec![vec![K::ReturnCharactersToHand { count: 1, filter: Filter { not_this: true, ..Filter::any() } }], vec![K::ReturnCharactersToHand { count: 2, filter: pirates.clone() }]],
        "life-ends-to-hand" => vec![vec![K::LifeTopOrBottomToHand(1)]],
        "life-to-hand" => vec![vec![K::LifeToHand(1)], vec![K::LifeToHand(2)]],
        "trash-life" => vec![vec![K::TrashLife(1)]],
        "mill" => vec![vec![K::MillTop(1)], vec![K::MillTop(3)]],
        "trash-to-deck-bottom" => vec![vec![K::TrashToDeckBottom { count: 1, filter: events.clone() }], vec![K::TrashToDeckBottom { count: 3, filter: Filter::any() }]],
        "reveal-from-hand" => vec![vec![K::RevealFromHand { count: 1, filter: pirates.clone() }]],
        "return-this-to-hand" => vec![vec![K::ReturnThisToHand]],
        "hand-to-deck" => vec![vec![K::HandToDeck { count: 1, bottom: true }], vec![K::HandToDeck { count: 2, bottom: false }]],
        "this-to-deck-bottom" => vec![vec![K::ThisToDeckBottom]],
        "stage-to-deck-bottom" => vec![vec![K::StageToDeckBottom { count: 1, cost: 1 }]],
        "trash-this" => vec![vec![K::TrashThis]],
        "your-stages-to-deck-bottom" => vec![vec![K::FieldTo { count: 1, side: Side::You, filter: Filter::of_kind(CardKind::Stage), to: Dest::Deck { bottom: true } }]],
        "your-characters-to-deck-bottom" => vec![
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter { not_this: true, ..Filter::any() }, to: Dest::Deck { bottom: true } }],
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter { base_power_min: Some(1000), base_power_max: Some(1000), ..Filter::any() }, to: Dest::Deck { bottom: true } }],
        ],
        "characters-to-deck-bottom" => vec![
            vec![K::FieldTo { count: 1, side: Side::Either, filter: Filter::cost_at_most(2), to: Dest::Deck { bottom: true } }],
            vec![K::FieldTo { count: 2, side: Side::Either, filter: Filter::cost_at_most(4), to: Dest::Deck { bottom: true } }],
        ],
        "trash-your-characters" => vec![
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter::any(), to: Dest::Trash }],
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter { power_min: Some(4000), colour: Some(opcg_engine::Colour::Red), ..Filter::any() }, to: Dest::Trash }],
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter { not_this: true, ..Filter::with_trait("Harbor Crew") }, to: Dest::Trash }, K::RestThis],
        ],
        "this-and-your-characters-to-trash" => vec![vec![K::TrashThis, K::FieldTo { count: 1, side: Side::You, filter: Filter::with_trait("Harbor Crew"), to: Dest::Trash }]],
        "return-active-don" => vec![vec![K::ReturnActiveDon(1)], vec![K::ReturnActiveDon(2)]],
        "your-characters-to-life" => vec![
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter { cost_min: Some(3), power_min: Some(7000), ..Filter::any() }, to: Dest::Life { face_up: true } }],
            vec![K::FieldTo { count: 1, side: Side::You, filter: Filter::with_trait("Harbor Crew"), to: Dest::Life { face_up: false } }],
        ],
        "face-up-life-face-down" => vec![vec![K::FaceUpLifeFaceDown(1)], vec![K::FaceUpLifeFaceDown(2)]],
        "trash-from-hand-any" => vec![vec![K::TrashFromHand { count: 1, filter: Filter::any() }], vec![K::TrashFromHand { count: 2, filter: Filter::any() }]],
        "trash-from-hand" => vec![vec![K::TrashFromHand { count: 1, filter: events }], vec![K::TrashFromHand { count: 2, filter: pirates }]],
        _ => Vec::new(),
    }
}

/// Every cost family writes and reads back in both languages — alone, as the last cost and
/// before another (the Japanese continuative), and through the whole compiler as the cost of an
/// [Activate: Main] ability of a Character.
#[test]
fn every_cost_family_round_trips_in_both_languages() {
    for f in COSTS {
        let ex = cost_examples(f.name);
        assert!(!ex.is_empty(), "cost family {:?} has no example in this test", f.name);
        for cost in ex {
            let mut lists = vec![cost.clone()];
            if !grammar::costs::is_symbol(&cost[0]) {
                // before another cost, and after a symbol cost
                lists.push([cost.clone(), vec![Cost::TrashFromHand { count: 1, filter: Filter::any() }]].concat());
                lists.push([vec![Cost::ReturnDon(1)], cost.clone()].concat());
            }
            for list in lists {
                for lang in [Lang::En, Lang::Ja] {
                    let this = if lang == Lang::En { "this Character" } else { "このキャラ" };
                    let text = grammar::costs::render_costs(&list, lang, this);
                    let mut c = Cursor::new(&text);
                    assert_eq!(grammar::costs::parse_costs(&mut c, lang).as_ref(), Some(&list), "{} {lang:?}: {text:?}", f.name);
                    assert!(c.at_end(), "{} {lang:?}: {text:?}", f.name);
                    let ability = opcg_engine::effect::Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: list.clone(), effect: Effect::draw(1) };
                    let line = opcg_cards::render::render_abilities_for(opcg_cards::render::Ctx { kind: CardKind::Character, ..Default::default() }, std::slice::from_ref(&ability), &[], lang);
                    let c = opcg_cards::compile_text(&line, lang);
                    assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                    assert_eq!(c.abilities, vec![ability.clone()], "{} {lang:?}: {line:?}", f.name);
                }
            }
        }
    }
    let mut names: Vec<&str> = COSTS.iter().map(|f| f.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), COSTS.len(), "cost family names are unique");
}

/// Every `Cost` value has a family that writes it (a new value fails to compile here until it
/// is listed, and then this test until the table writes it).
#[test]
fn every_cost_value_is_written_by_the_table() {
    use Cost as K;
    let all = [
        K::RestDon(1), K::ReturnDon(1), K::RestThis, K::TrashThis, K::TrashFromHand { count: 1, filter: Filter::any() },
        K::HandToDeck { count: 1, bottom: true }, K::RestCharacters { count: 1, filter: Filter::any() }, K::LifeToHand(1),
        K::RestDonSymbol(1), K::LifeTopOrBottomToHand(1), K::TrashToDeckBottom { count: 1, filter: Filter::any() }, K::TrashLife(1),
        K::MillTop(1), K::ReturnThisToHand, K::RevealFromHand { count: 1, filter: Filter::any() }, K::TurnLifeFaceUp(1),
        K::TrashLifeTopOrBottom(1), K::RestLeaderOrStage { count: 1, filter: Filter::any() }, K::ReturnCharactersToHand { count: 1, filter: Filter::any() },
        K::ActiveLeaderPower(-1000), K::ReturnDonOrMore(1), K::ThisToDeckBottom, K::TurnLifeFaceDown(1), K::RestNamed { count: 1, name: "A".into(), or_leader: false },
        K::GiveActiveDonToNamed { count: 1, name: "A".into() }, K::StageToDeckBottom { count: 1, cost: 1 },
        K::FieldTo { count: 1, side: Side::You, filter: Filter::any(), to: Dest::Trash }, K::ReturnActiveDon(1),
        K::FaceUpLifeFaceDown(1),
        K::GivenDonToCostArea(2),
    ];
    for k in &all {
        match k {
            K::RestDon(_) | K::ReturnDon(_) | K::RestThis | K::TrashThis | K::TrashFromHand { .. } | K::HandToDeck { .. } | K::RestCharacters { .. }
            | K::LifeToHand(_) | K::RestDonSymbol(_) | K::LifeTopOrBottomToHand(_) | K::TrashToDeckBottom { .. } | K::TrashLife(_) | K::MillTop(_)
            | K::ReturnThisToHand | K::RevealFromHand { .. } | K::TurnLifeFaceUp(_) | K::TrashLifeTopOrBottom(_) | K::RestLeaderOrStage { .. }
            | K::ReturnCharactersToHand { .. } | K::ActiveLeaderPower(_) | K::ReturnDonOrMore(_) | K::ThisToDeckBottom | K::TurnLifeFaceDown(_)
            | K::RestNamed { .. } | K::GiveActiveDonToNamed { .. } | K::StageToDeckBottom { .. } | K::FieldTo { .. }
            | K::ReturnActiveDon(_)
            | K::FaceUpLifeFaceDown(_)
            | K::GivenDonToCostArea(_) => {}
        }
        for lang in [Lang::En, Lang::Ja] {
            assert!(COSTS.iter().any(|f| f.render(&(k.clone(), None), lang).is_some()), "{k:?} {lang:?}");
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

/// A worded timing that speaks of the card itself reads on a Leader ("When this Leader's attack
/// deals damage to your opponent's Life," / 「このリーダーのアタックによって、…与えた時、」) as on a
/// Character, and each writes back its own words.
#[test]
fn a_worded_timing_of_the_card_itself_on_a_leader() {
    let texts = [
        (Lang::En, "[DON!! x1] When this Leader's attack deals damage to your opponent's Life, you may trash 1 card from the top of your deck.", "this Leader's attack"),
        (Lang::Ja, "【ドン‼×1】このリーダーのアタックによって、相手のライフにダメージを与えた時、自分のデッキの上から1枚をトラッシュに置いてもよい。", "このリーダーのアタック"),
        (Lang::En, "At the end of a battle in which this Leader battles your opponent's Character, draw 1 card.", "this Leader battles"),
        (Lang::Ja, "このリーダーが相手のキャラとバトルしたバトル終了時、カード1枚を引く。", "このリーダーが相手"),
    ];
    for (lang, text, own) in texts {
        let c = opcg_cards::compile_text(text, lang);
        assert!(c.unread.is_empty(), "{lang:?}: {:?}", c.unread);
        let leader = opcg_cards::render::Ctx { kind: CardKind::Leader, ..Default::default() };
        assert_eq!(opcg_cards::render::render_abilities_for(leader, &c.abilities, &[], lang), text, "{lang:?}");
        let character = opcg_cards::render::render_abilities_for(opcg_cards::render::Ctx::default(), &c.abilities, &[], lang);
        assert!(!character.contains(own), "{lang:?}: a Character's text says its own words: {character}");
    }
    let en = opcg_cards::compile_text(texts[0].1, Lang::En).abilities;
    assert_eq!(en, opcg_cards::compile_text(texts[1].1, Lang::Ja).abilities, "both languages read the same");
}

/// Invented Leader texts of issue #10's session 11 (a condition on this turn's battles, a table
/// clause whose selection is the Leader itself, "When this Leader attacks your opponent's
/// Leader"): each reads fully, writes back as printed with the Leader's own words, and both
/// languages read the same.
#[test]
fn leader_texts_of_this_turns_battles_and_attack_limits() {
    let pairs = [
        (
            "[Activate: Main] [Once Per Turn] If this Leader battles your opponent's Character during this turn, set this Leader as active. Then, this Leader cannot attack your opponent's Characters with a base cost of 5 or less during this turn.",
            "【起動メイン】【ターン1回】このターン中、このリーダーが相手のキャラとバトルしている場合、このリーダーをアクティブにする。その後、このリーダーは、このターン中、相手の元々のコスト5以下のキャラへアタックできない。",
        ),
        (
            "When this Leader attacks your opponent's Leader, draw 1 card.",
            "このリーダーが相手のリーダーにアタックした時、カード1枚を引く。",
        ),
    ];
    let leader = opcg_cards::render::Ctx { kind: CardKind::Leader, ..Default::default() };
    for (en, ja) in pairs {
        let mut read = Vec::new();
        for (lang, text) in [(Lang::En, en), (Lang::Ja, ja)] {
            let c = opcg_cards::compile_text(text, lang);
            assert!(c.unread.is_empty(), "{lang:?}: {text:?} unread {:?}", c.unread);
            assert_eq!(opcg_cards::render::render_abilities_for(leader, &c.abilities, &[], lang), text, "{lang:?}");
            read.push(c.abilities);
        }
        assert_eq!(read[0], read[1], "both languages read the same: {en}");
    }
}

/// Invented Leader texts of issue #10's session 12 (English, Japanese as printed): each reads
/// fully, is written back as printed through its printing hints with the Leader's own words, its
/// canonical writing reads back the same, and both languages read the same abilities.
const LEADER_PRINTINGS_12: &[(&str, &str)] = &[
    (
        "When this Leader attacks or is attacked, you may trash any number of Event or Stage cards from your hand. This Leader gains +1000 power during this battle for every card trashed.",
        "このリーダーがアタックした時かアタックされた時、自分の手札から任意の枚数イベントかステージカードを捨ててもよい。捨てたカード1枚につき、このリーダーは、このバトル中、パワー+1000。",
    ),
    (
        "[DON!! x1] [Opponent's Turn] [Once Per Turn] If your Character with 5000 power or more would be K.O.'d, you may give that Character \u{2212}1000 power during this turn instead of that Character being K.O.'d.",
        "【ドン‼×1】【相手のターン中】【ターン1回】自分のパワー5000以上のキャラがKOされる場合、そのキャラはKOされる代わりに、このターン中、パワー-1000できる。",
    ),
    (
        "If your {Harbor Folk} type Character would be K.O.'d, you may give that Character \u{2212}2000 power during this turn instead of that Character being K.O.'d.",
        "自分の特徴《Harbor Folk》を持つキャラがKOされる場合、そのキャラはKOされる代わりに、このターン中、パワー-2000できる。",
    ),
];

fn read_leader_printing(printed: &str, lang: Lang) -> Vec<opcg_engine::effect::Ability> {
    use opcg_cards::render::{render_card_hinted, Hints};
    let c = opcg_cards::compile_text(printed, lang);
    assert!(c.unread.is_empty(), "{lang:?}: {printed:?} unread {:?}", c.unread);
    let def = opcg_engine::CardDef { abilities: c.abilities.clone(), life: 5, ..opcg_engine::CardDef::vanilla("TST-1", "x", CardKind::Leader, opcg_engine::Colour::Red) };
    assert_eq!(render_card_hinted(&def, Hints::of_text(printed, lang), lang).0, printed, "{lang:?}: written back as printed");
    let canonical = render_card_hinted(&def, Hints::default(), lang).0;
    assert_eq!(opcg_cards::compile_text(&canonical, lang).abilities, c.abilities, "{canonical:?} reads back the same");
    c.abilities
}

#[test]
fn leader_printings_of_session_12_read_alike_and_write_back() {
    for (en, ja) in LEADER_PRINTINGS_12 {
        assert_eq!(read_leader_printing(en, Lang::En), read_leader_printing(ja, Lang::Ja), "{en} / {ja}");
    }
}

/// "When this Character attacks or is attacked," (このキャラがアタックした時かアタックされた時、,
/// `words::WHEN_TWINS`) is two automatic abilities, \[When Attacking\] and "is attacked"
/// (`When::IsAttacked`, also a timing of its own), written back on one line in the words of the
/// card's kind.
#[test]
fn attacks_or_is_attacked_is_two_abilities_on_one_line() {
    for (lang, text) in [
        (Lang::En, "When this Character attacks or is attacked, draw 1 card."),
        (Lang::Ja, "このキャラがアタックした時かアタックされた時、カード1枚を引く。"),
    ] {
        let c = opcg_cards::compile_text(text, lang);
        assert!(c.unread.is_empty(), "{lang:?}: {:?}", c.unread);
        let whens: Vec<When> = c.abilities.iter().filter_map(|a| match a {
            opcg_engine::effect::Ability::Auto { when, .. } => Some(when.clone()),
            _ => None,
        }).collect();
        assert_eq!(whens, vec![When::WhenAttacking, When::IsAttacked], "{lang:?}");
        assert_eq!(opcg_cards::render::render_abilities(&c.abilities, &[], lang), text, "{lang:?}");
    }
    for (lang, text) in [(Lang::En, "[Once Per Turn] When this Character is attacked, draw 1 card."), (Lang::Ja, "【ターン1回】このキャラがアタックされた時、カード1枚を引く。")] {
        let c = opcg_cards::compile_text(text, lang);
        assert!(matches!(c.abilities.as_slice(), [opcg_engine::effect::Ability::Auto { when: When::IsAttacked, once_per_turn: true, .. }]), "{lang:?}: {:?}", c.abilities);
        assert_eq!(opcg_cards::render::render_abilities(&c.abilities, &[], lang), text, "{lang:?}");
    }
}

/// Every rule a Leader changes (ルール上, `words::RULE_LINES`) reads as its value and writes back
/// the same line, in both languages.
#[test]
fn every_rule_line_reads_and_writes_back() {
    for w in grammar::words::RULE_LINES {
        for lang in [Lang::En, Lang::Ja] {
            let c = opcg_cards::compile_text(w.text(lang), lang);
            assert!(c.unread.is_empty(), "{lang:?}: {:?}", c.unread);
            assert_eq!(c.abilities, vec![opcg_engine::effect::Ability::AlsoHas(w.value.clone())], "{lang:?}");
            let ctx = opcg_cards::render::Ctx { kind: CardKind::Leader, ..Default::default() };
            // the first row of a value is written; a later one is a printing, read as it
            let written = grammar::words::text_of(grammar::words::RULE_LINES, &w.value, lang);
            assert_eq!(opcg_cards::render::render_abilities_for(ctx, &c.abilities, &[], lang), written, "{lang:?}");
            let hints = opcg_cards::render::Hints::of_text(w.text(lang), lang);
            assert_eq!(hints.restyle(&opcg_cards::render::render_abilities_for(ctx, &c.abilities, &[], lang), lang), w.text(lang), "{lang:?}: written back as printed");
        }
    }
}

// Permanent and replacement effects (`grammar::permanents`): every row writes and reads back its
// examples alone and through the whole compiler, as a Character's and a Leader's text.

use opcg_engine::effect::{Continuous, KoCause, Modifier, Prohibition, Replaceable, StaticTarget};
use opcg_engine::Keyword;

fn permanent_examples(name: &str) -> Vec<Continuous> {
    let on = |target: StaticTarget, modifier: Modifier| Continuous { target, modifier };
    let typed = Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() };
    // "all of your {Harbor Folk} type Characters other than this Character" (「このキャラ以外の…」)
    let others = Filter { not_this: true, ..typed.clone() };
    match name {
        "this-in-hand-cost" => vec![on(StaticTarget::ThisInHand, Modifier::Cost(-3))],
        "this-in-hand-not-played-by-effects" => vec![on(StaticTarget::ThisInHand, Modifier::Prohibit(Prohibition::BePlayedByEffects))],
        "give-this-minus-power" => vec![on(StaticTarget::This, Modifier::Power(Amount::Fixed(-1000)))],
        "power" => vec![on(StaticTarget::This, Modifier::Power(Amount::Fixed(2000))), on(StaticTarget::YourLeader, Modifier::Power(Amount::Fixed(-1000)))],
        "cost" => vec![on(StaticTarget::This, Modifier::Cost(4)), on(StaticTarget::YourLeader, Modifier::Cost(-1))],
        "rush-character" => vec![on(StaticTarget::This, Modifier::Grant(Keyword::RushCharacter))],
        "grant" => vec![on(StaticTarget::This, Modifier::Grant(Keyword::Blocker)), on(StaticTarget::YourLeader, Modifier::Grant(Keyword::DoubleAttack))],
        "attack-active" => vec![on(StaticTarget::This, Modifier::AttackActive)],
        "no-leader-attack-played-turn" => vec![on(StaticTarget::This, Modifier::Prohibit(Prohibition::AttackLeaderOnPlayedTurn))],
        "once-ko-by-opponent" => vec![on(StaticTarget::This, Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffectsOncePerTurn))],
        "prohibit" => vec![
            on(StaticTarget::This, Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffects)),
            on(StaticTarget::YourLeader, Modifier::Prohibit(Prohibition::BeRemovedByOpponentsEffects)),
        ],
        "all-power" => vec![on(StaticTarget::YourCharacters(others.clone()), Modifier::Power(Amount::Fixed(1000))), on(StaticTarget::YourCharacters(Filter::any()), Modifier::Power(Amount::Fixed(-1000)))],
        "all-cost" => vec![on(StaticTarget::YourCharacters(typed.clone()), Modifier::Cost(1))],
        "all-rush-character" => vec![on(StaticTarget::YourCharacters(typed.clone()), Modifier::Grant(Keyword::RushCharacter))],
        "all-grant" => vec![on(StaticTarget::YourCharacters(others.clone()), Modifier::Grant(Keyword::Blocker))],
        "all-prohibit" => vec![on(StaticTarget::YourCharacters(others), Modifier::Prohibit(Prohibition::BeKoedByEffects))],
        "named-grant" => vec![on(
            StaticTarget::YourCharacters(Filter { name: Some(opcg_engine::effect::NameMatch::Exact("Harbor Lookout".into())), ..Filter::any() }),
            Modifier::Grant(Keyword::Blocker),
        )],
        "own-on-play-negated" => vec![on(StaticTarget::YourCharacters(Filter::any()), Modifier::OnPlayNegated)],
        "leaders-and-characters-power" => vec![
            on(StaticTarget::YourLeaderAndCharacters(Filter { traits: vec!["Harbor Folk".into(), "Sky Pirates".into()], ..Filter::any() }), Modifier::Power(Amount::Fixed(1000))),
            on(StaticTarget::YourLeaderAndCharacters(typed.clone()), Modifier::Power(Amount::Fixed(-1000))),
        ],
        "opponents-power" => vec![on(StaticTarget::OpponentCharacters(Filter::any()), Modifier::Power(Amount::Fixed(-1000)))],
        "opponents-cost" => vec![on(StaticTarget::OpponentCharacters(typed), Modifier::Cost(-1))],
        _ => Vec::new(),
    }
}

fn pair_examples(name: &str) -> Vec<[Continuous; 2]> {
    let two = |a: Modifier, b: Modifier| [Continuous { target: StaticTarget::This, modifier: a }, Continuous { target: StaticTarget::This, modifier: b }];
    match name {
        "keyword-and-power" => vec![two(Modifier::Grant(Keyword::Blocker), Modifier::Power(Amount::Fixed(1000)))],
        "keyword-and-cost" => vec![two(Modifier::Grant(Keyword::Blocker), Modifier::Cost(1))],
        "prohibition-and-keyword" => vec![two(Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffects), Modifier::Grant(Keyword::Rush))],
        "prohibition-and-power" => vec![two(Modifier::Prohibit(Prohibition::BeKoedInBattle), Modifier::Power(Amount::Fixed(2000)))],
        "all-characters-stay-rested" => {
            let f = Filter { cost_max: Some(5), ..Filter::any() };
            let p = Modifier::Prohibit(Prohibition::BecomeActiveInRefreshPhases);
            vec![[Continuous { target: StaticTarget::YourCharacters(f.clone()), modifier: p.clone() }, Continuous { target: StaticTarget::OpponentCharacters(f), modifier: p }]]
        }
        "power-and-cost" => vec![two(Modifier::Power(Amount::Fixed(2000)), Modifier::Cost(5)), two(Modifier::Power(Amount::Fixed(-1000)), Modifier::Cost(-2))],
        "ko-or-rest-by-opponent" => vec![two(Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffects), Modifier::Prohibit(Prohibition::BeRestedByOpponentsEffects))],
        "all-characters-prohibit" => {
            let both = |f: Filter, p: Prohibition| {
                [
                    Continuous { target: StaticTarget::YourCharacters(f.clone()), modifier: Modifier::Prohibit(p) },
                    Continuous { target: StaticTarget::OpponentCharacters(f), modifier: Modifier::Prohibit(p) },
                ]
            };
            vec![both(Filter { cost_min: Some(3), cost_max: Some(4), ..Filter::any() }, Prohibition::Attack), both(Filter::any(), Prohibition::Block)]
        }
        _ => Vec::new(),
    }
}

fn event_examples(name: &str) -> Vec<Replaceable> {
    let typed = StaticTarget::YourCharacters(Filter { traits: vec!["Harbor Folk".into()], not_this: true, ..Filter::any() });
    let named = StaticTarget::YourCharacters(Filter { name: Some(opcg_engine::effect::NameMatch::Exact("Harbor Lookout".into())), ..Filter::any() });
    match name {
        "koed-or-removed-by-opponent" => vec![Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target: StaticTarget::This }],
        "removed-by-opponent" => vec![Replaceable::WouldLeaveFieldByOpponentsEffect { target: typed.clone() }],
        "leave" => vec![Replaceable::WouldLeaveField { target: StaticTarget::This }, Replaceable::WouldLeaveField { target: named.clone() }],
        "koed-by-opponent" => vec![Replaceable::WouldBeKoedByOpponentsEffect { target: StaticTarget::YourLeader }],
        "koed-in-battle" => vec![Replaceable::WouldBeKoed { target: StaticTarget::This, cause: Some(KoCause::Battle) }],
        "koed-by-effect" => vec![Replaceable::WouldBeKoed { target: typed, cause: Some(KoCause::Effect) }],
        "koed" => vec![Replaceable::WouldBeKoed { target: named, cause: None }],
        _ => Vec::new(),
    }
}

/// A permanent line as the whole compiler reads it: alone, and under a condition (in Japanese
/// after the topic 「手札のこのカードは、」 of a hand card's own cost, as printed).
fn permanent_lines(text: &str, lang: Lang) -> Vec<String> {
    let topic = opcg_cards::grammar::permanents::HAND_TOPIC;
    match lang {
        Lang::En => vec![format!("{}.", capitalise(text)), format!("If you have 5 Characters, {text}.")],
        Lang::Ja => match text.strip_prefix(topic) {
            Some(rest) => vec![format!("{text}。"), format!("{topic}自分のキャラが5枚いる場合、{rest}。")],
            None => vec![format!("{text}。"), format!("自分のキャラが5枚いる場合、{text}。")],
        },
    }
}

#[test]
fn every_permanent_row_round_trips_in_both_languages() {
    use opcg_cards::grammar::permanents::{EVENTS, PAIRS, PERMANENTS};
    let ctx = |kind| opcg_cards::render::Ctx { kind, ..Default::default() };
    for (kind, en, ja) in [(CardKind::Character, "this Character", "このキャラ"), (CardKind::Leader, "this Leader", "このリーダー")] {
        let this = |lang| if lang == Lang::En { en } else { ja };
        for f in PERMANENTS {
            let ex = permanent_examples(f.name);
            assert!(!ex.is_empty(), "permanent row {:?} has no example in this test", f.name);
            for k in ex {
                for lang in [Lang::En, Lang::Ja] {
                    let text = grammar::render_permanent(&k, lang, this(lang)).unwrap_or_else(|| panic!("{} does not write {k:?}", f.name));
                    let mut c = Cursor::new(&text);
                    assert_eq!(grammar::parse_permanent(&mut c, lang).as_ref(), Some(&k), "{} {lang:?}: {text:?}", f.name);
                    assert!(c.at_end(), "{} {lang:?}: {text:?}", f.name);
                    for line in permanent_lines(&text, lang) {
                        let c = opcg_cards::compile_text(&line, lang);
                        assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                        assert_eq!(first_line(&opcg_cards::render::render_abilities_for(ctx(kind), &c.abilities, &[], lang)), line, "{} {lang:?}", f.name);
                    }
                }
            }
        }
        for f in PAIRS {
            let ex = pair_examples(f.name);
            assert!(!ex.is_empty(), "pair row {:?} has no example in this test", f.name);
            for k in ex {
                for lang in [Lang::En, Lang::Ja] {
                    let text = grammar::render_permanent_pair(&k, lang, this(lang)).unwrap_or_else(|| panic!("{} does not write {k:?}", f.name));
                    let mut c = Cursor::new(&text);
                    assert_eq!(grammar::parse_permanent_pair(&mut c, lang).as_ref(), Some(&k), "{} {lang:?}: {text:?}", f.name);
                    for line in permanent_lines(&text, lang) {
                        let c = opcg_cards::compile_text(&line, lang);
                        assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                        assert_eq!(c.abilities.len(), 2, "{} {lang:?}: two permanent effects", f.name);
                        assert_eq!(first_line(&opcg_cards::render::render_abilities_for(ctx(kind), &c.abilities, &[], lang)), line, "{} {lang:?}", f.name);
                    }
                }
            }
        }
        for f in EVENTS {
            let ex = event_examples(f.name);
            assert!(!ex.is_empty(), "replacement event {:?} has no example in this test", f.name);
            for k in ex {
                for lang in [Lang::En, Lang::Ja] {
                    let text = grammar::render_event(&k, lang, this(lang)).unwrap_or_else(|| panic!("{} does not write {k:?}", f.name));
                    let mut c = Cursor::new(&text);
                    assert_eq!(grammar::parse_event(&mut c, lang).as_ref(), Some(&k), "{} {lang:?}: {text:?}", f.name);
                    assert!(c.at_end(), "{} {lang:?}: {text:?}", f.name);
                    let line = match lang {
                        Lang::En => format!("{}, you may trash 1 card from your hand instead.", capitalise(&text)),
                        Lang::Ja => format!("{text}場合、代わりに自分の手札1枚を捨てることができる。"),
                    };
                    let c = opcg_cards::compile_text(&line, lang);
                    assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                    assert!(matches!(&c.abilities[..], [opcg_engine::effect::Ability::Replacement { event, .. }] if *event == k), "{} {lang:?}: {:?}", f.name, c.abilities);
                    assert_eq!(first_line(&opcg_cards::render::render_abilities_for(ctx(kind), &c.abilities, &[], lang)), line, "{} {lang:?}", f.name);
                }
            }
        }
    }
    for names in [PERMANENTS.iter().map(|f| f.name).collect::<Vec<_>>(), PAIRS.iter().map(|f| f.name).collect(), EVENTS.iter().map(|f| f.name).collect()] {
        let mut sorted = names.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "row names are unique: {names:?}");
    }
}

/// A granted keyword's reminder is written on the next line: the line itself is the first.
fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or_default()
}

/// An "instead" part the player may do, printed in the potential form of a 「…にする」 verb
/// (「代わりに…を、レストにできる。」, not 「…レストにすることができる。」), reads in both languages as
/// the same replacement and writes back as printed; a condition naming another card of a name
/// ("a \[Name\] other than this Character", 「このキャラ以外の自分の「名」」) reads as the same.
#[test]
fn an_instead_in_its_potential_form_and_another_card_of_a_name() {
    let pairs = [
        (
            "If this Character would be K.O.'d, you may rest up to 1 of your Characters with a cost of 3 or more instead.",
            "このキャラがKOされる場合、代わりに自分のコスト3以上のキャラ1枚までを、レストにできる。",
        ),
        (
            "If you have a [Harbor Lookout] other than this Character, this Character gains +1000 power.",
            "このキャラ以外の自分の「Harbor Lookout」がいる場合、このキャラのパワー+1000。",
        ),
    ];
    for (en, ja) in pairs {
        let e = opcg_cards::compile_text(en, Lang::En);
        let j = opcg_cards::compile_text(ja, Lang::Ja);
        assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
        assert_eq!(e.abilities, j.abilities, "both languages read the same");
        assert_eq!(opcg_cards::render_abilities(&e.abilities, &[], Lang::En), en);
        assert_eq!(opcg_cards::render_abilities(&e.abilities, &[], Lang::Ja), ja);
    }
}

/// A power printed before the prohibition of the same card in English ("This Character gains
/// +1000 power and cannot be K.O.'d by effects.") reads as the Japanese 「このキャラは効果でKOされず、
/// パワー+1000。」 does (the prohibition first) and is written back as printed through its hint
/// (`Hints::power_first`).
#[test]
fn a_power_printed_before_the_prohibition() {
    let en = "[Opponent's Turn] This Character gains +2000 power and cannot be K.O.'d by effects.";
    let ja = "【相手のターン中】このキャラは効果でKOされず、パワー+2000。";
    let e = opcg_cards::compile_text(en, Lang::En);
    let j = opcg_cards::compile_text(ja, Lang::Ja);
    assert!(e.unread.is_empty() && j.unread.is_empty(), "{:?} {:?}", e.unread, j.unread);
    assert_eq!(e.abilities, j.abilities, "both languages read the same");
    let canonical = opcg_cards::render_abilities(&e.abilities, &[], Lang::En);
    assert_eq!(canonical, "[Opponent's Turn] This Character cannot be K.O.'d by effects and gains +2000 power.");
    let hints = opcg_cards::render::Hints::of_text(en, Lang::En);
    assert_eq!(hints.restyle(&canonical, Lang::En), en, "written back as printed");
    assert_eq!(opcg_cards::render_abilities(&j.abilities, &[], Lang::Ja), ja);
}
