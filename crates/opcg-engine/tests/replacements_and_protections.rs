//! Issue #10's replacement effects (置換効果 8-1-3-4), protections and battle timings, as the
//! card-text compiler reads them: one test per shape, through the scenario builder.
mod support;
use support::*;

/// A [Main] event that K.O.s all of `side`'s Characters with a cost of 5 or less.
fn ko_all(number: &str, side: Side) -> CardDef {
    main_event(number, 0, Effect::Targeted { sel: Selector::all(side, Targetable::Character, Filter::cost_at_most(5)), act: Act::Ko })
}

// ------------------------------------------------------------------------------------ timings

/// "When this Character is K.O.'d by your opponent's effect, draw 1 card." (このキャラが相手の
/// 効果でKOされた時): 8-4-5 — a timing on the card's own move to a public zone, carried out as
/// \[On K.O.\] (10-2-17-1); only a K.O. by an effect of the opponent of its controller.
#[test]
fn when_this_character_is_koed_by_your_opponents_effect() {
    let watcher = character("TST-G01", 1, 1000, vec![auto(When::ThisKoed { effect: true, opponent: true }, draw(1))]);
    let build = |seat| Scenario::new().card(watcher.clone()).card(ko_all("TST-G02", Side::Opponent)).card(ko_all("TST-G03", Side::You)).hand(A, &["TST-G02", "TST-G03"]).field(seat, &["TST-G01"]).build();
    let mut g = build(B);
    let ev = play!(g, hand_card(&g, A, "TST-G02"));
    assert!(g.find(B, Zone::Trash, "TST-G01").is_some(), "K.O.'d");
    assert_eq!(draws(&ev, B), 1, "by its opponent's effect");
    let mut g = build(A);
    let ev = play!(g, hand_card(&g, A, "TST-G03"));
    assert!(g.find(A, Zone::Trash, "TST-G01").is_some(), "K.O.'d");
    assert_eq!(draws(&ev, A), 0, "by its controller's own effect: no trigger");
}

/// "When this Character is K.O.'d by an effect, …" (このキャラが効果でKOされた時) fires on an effect
/// of either player, not in battle; "When this Character is K.O.'d, …" (このキャラがKOされた時) on
/// both causes (10-2-1-3).
#[test]
fn when_this_character_is_koed_by_an_effect_or_at_all() {
    let by_effect = character("TST-G04", 1, 1000, vec![auto(When::ThisKoed { effect: true, opponent: false }, draw(1))]);
    let any = character("TST-G05", 1, 1000, vec![auto(When::ThisKoed { effect: false, opponent: false }, draw(1))]);
    let attacker = character("TST-G06", 1, 5000, vec![]);
    let mut g = Scenario::new().card(by_effect.clone()).card(any.clone()).card(ko_all("TST-G03", Side::You)).hand(A, &["TST-G03"]).field(A, &["TST-G04", "TST-G05"]).build();
    let mut ev = play!(g, hand_card(&g, A, "TST-G03"));
    // two triggers at once: A orders them (8-6)
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { .. })), "{:?}", kind(&g));
    ev.extend(option(&mut g, 0));
    assert_eq!(draws(&ev, A), 2, "both by A's own effect");
    // in battle: B's two rested Characters attacked one after the other
    let mut g = Scenario::new().card(by_effect).card(any).card(attacker).field(A, &["TST-G06", "TST-G06"]).field_rested(B, &["TST-G04", "TST-G05"]).build();
    let atk: Vec<CardId> = g.characters(A).to_vec();
    let hand = g.hand(B).len();
    let t = char_card(&g, B, "TST-G04");
    attack!(g, atk[0], t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G04").is_some(), "K.O.'d in battle");
    assert_eq!(g.hand(B).len(), hand, "not by an effect: no draw");
    let t = char_card(&g, B, "TST-G05");
    attack!(g, atk[1], t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G05").is_some(), "K.O.'d in battle");
    assert_eq!(g.hand(B).len(), hand + 1, "any K.O.: one draw");
}

/// "When this Character battles and K.O.'s your opponent's Character, draw 1 card." (このキャラの
/// バトルによって相手のキャラをKOした時): its battle K.O.s the opponent's Character (7-1-4-1-2);
/// a battle it loses, or another card's battle, does not.
#[test]
fn when_this_character_battles_and_kos_your_opponents_character() {
    let winner = character("TST-G07", 1, 5000, vec![auto(When::KosInBattle, draw(1))]);
    let weak = character("TST-G08", 1, 1000, vec![]);
    let tough = character("TST-G09", 1, 9000, vec![]);
    let plain = character("TST-G10", 1, 5000, vec![]);
    let mut g = Scenario::new().card(winner).card(weak).card(tough).card(plain).field(A, &["TST-G07", "TST-G07", "TST-G10"]).field_rested(B, &["TST-G08", "TST-G09", "TST-G08"]).build();
    let mine: Vec<CardId> = g.characters(A).to_vec();
    let other = char_card(&g, A, "TST-G10");
    let hand = g.hand(A).len();
    let t = char_card(&g, B, "TST-G08");
    attack!(g, other, t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G08").is_some(), "K.O.'d by the other Character");
    assert_eq!(g.hand(A).len(), hand, "not this Character's battle");
    let t = char_card(&g, B, "TST-G09");
    attack!(g, mine[0], t);
    finish_battle(&mut g);
    assert_eq!(g.hand(A).len(), hand, "its attack lost: nothing K.O.'d");
    let t = char_card(&g, B, "TST-G08");
    attack!(g, mine[1], t);
    finish_battle(&mut g);
    assert_eq!(g.hand(A).len(), hand + 1, "it battled and K.O.'d");
}

/// The same timing, when the Character it battles is K.O.'d by an effect during the battle (its
/// own [When Attacking] "K.O. up to 1 of your opponent's Characters" picking it): not K.O.'d by
/// the battle (7-1-4-1-2), so no draw.
#[test]
fn when_this_character_battles_and_kos_is_not_a_ko_by_an_effect_during_the_battle() {
    let ko_one = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko };
    let winner = character("TST-G42", 1, 5000, vec![auto(When::KosInBattle, draw(1)), auto(When::WhenAttacking, ko_one)]);
    let weak = character("TST-G08", 1, 1000, vec![]);
    let mut g = Scenario::new().card(winner).card(weak).field(A, &["TST-G42"]).field_rested(B, &["TST-G08"]).build();
    let t = char_card(&g, B, "TST-G08");
    let mut ev = attack!(g, char_card(&g, A, "TST-G42"), t);
    ev.extend(pick!(g, [t]));
    ev.extend(finish_battle(&mut g));
    assert!(g.find(B, Zone::Trash, "TST-G08").is_some(), "K.O.'d by the [When Attacking] effect");
    assert_eq!(draws(&ev, A), 0, "not by the battle: no draw");
}

// -------------------------------------------------------------------------------- protections

fn permanent(p: Prohibition) -> Ability {
    Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(p) } }
}

fn with_attribute(mut d: CardDef, a: Attribute) -> CardDef {
    d.attributes = vec![a];
    d
}

/// "This Character cannot be K.O.'d in battle by <Slash> attribute cards." (属性(斬)を持つカードとの
/// バトルでKOされない): a winning <Slash> Character or Leader does not K.O. it (1-3-3); a winning
/// <Strike> Character does.
#[test]
fn cannot_be_koed_in_battle_by_attribute_cards() {
    let guard = character("TST-G11", 1, 1000, vec![permanent(Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Slash, characters: false })]);
    let slash = with_attribute(character("TST-G12", 1, 6000, vec![]), Attribute::Slash);
    let strike = with_attribute(character("TST-G13", 1, 6000, vec![]), Attribute::Strike);
    let mut leader = with_attribute(CardDef::vanilla("TST-G14", "TST-G14", CardKind::Leader, Colour::Red), Attribute::Slash);
    leader.power = 6000;
    leader.cost = 5;
    let build = || Scenario::new().card(guard.clone()).card(slash.clone()).card(strike.clone()).card(leader.clone()).leader(A, "TST-G14").field(A, &["TST-G12", "TST-G13"]).field_rested(B, &["TST-G11"]).build();
    let mut g = build();
    let t = char_card(&g, B, "TST-G11");
    attack!(g, char_card(&g, A, "TST-G12"), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "a <Slash> Character won: no K.O.");
    attack!(g, g.leader(A), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "a <Slash> Leader won: no K.O.");
    attack!(g, char_card(&g, A, "TST-G13"), t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G11").is_some(), "a <Strike> Character won: K.O.'d");
}

/// "This Character cannot be K.O.'d in battle by ＜Strike＞ attribute Characters." (属性(打)を持つ
/// キャラとのバトルでKOされない): a <Strike> Leader is not a Character, so it still K.O.s it.
#[test]
fn cannot_be_koed_in_battle_by_attribute_characters() {
    let guard = character("TST-G15", 1, 1000, vec![permanent(Prohibition::BeKoedInBattleByAttribute { attribute: Attribute::Strike, characters: true })]);
    let strike = with_attribute(character("TST-G13", 1, 6000, vec![]), Attribute::Strike);
    let mut leader = with_attribute(CardDef::vanilla("TST-G16", "TST-G16", CardKind::Leader, Colour::Red), Attribute::Strike);
    leader.power = 6000;
    leader.cost = 5;
    let mut g = Scenario::new().card(guard).card(strike).card(leader).leader(A, "TST-G16").field(A, &["TST-G13"]).field_rested(B, &["TST-G15"]).build();
    let t = char_card(&g, B, "TST-G15");
    attack!(g, char_card(&g, A, "TST-G13"), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "a <Strike> Character won: no K.O.");
    attack!(g, g.leader(A), t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G15").is_some(), "a <Strike> Leader won: K.O.'d");
}

/// "This Character cannot be removed from the field by your opponent's effects." (相手の効果で
/// 場を離れない): the opponent's K.O. and return-to-hand effects leave it; its controller's own
/// effect and a battle still remove it.
#[test]
fn cannot_be_removed_from_the_field_by_your_opponents_effects() {
    let guard = character("TST-G17", 1, 1000, vec![permanent(Prohibition::BeRemovedByOpponentsEffects)]);
    let bounce = main_event("TST-G18", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand });
    let strong = character("TST-G19", 1, 6000, vec![]);
    let mut g = Scenario::new().card(guard.clone()).card(bounce).card(ko_all("TST-G02", Side::Opponent)).card(strong).hand(A, &["TST-G02", "TST-G18"]).field(A, &["TST-G19"]).field_rested(B, &["TST-G17"]).build();
    let t = char_card(&g, B, "TST-G17");
    play!(g, hand_card(&g, A, "TST-G02"));
    assert_eq!(g.zone_of(t), Some(Zone::Character), "the opponent's K.O. effect");
    play!(g, hand_card(&g, A, "TST-G18"));
    assert_eq!(g.zone_of(t), Some(Zone::Character), "the opponent's return-to-hand effect");
    attack!(g, char_card(&g, A, "TST-G19"), t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G17").is_some(), "a K.O. in battle is not an effect");
    let mut g = Scenario::new().card(guard).card(ko_all("TST-G03", Side::You)).hand(A, &["TST-G03"]).field(A, &["TST-G17"]).build();
    play!(g, hand_card(&g, A, "TST-G03"));
    assert!(g.find(A, Zone::Trash, "TST-G17").is_some(), "its controller's own effect");
}

/// A [Main] event that rests all of `side`'s Characters.
fn rest_all(number: &str, side: Side) -> CardDef {
    main_event(number, 0, Effect::Targeted { sel: Selector::all(side, Targetable::Character, Filter::any()), act: Act::Rest })
}

/// 1-3-3 (an effect that says a card "cannot" do or undergo something wins): "This Character
/// cannot be rested by your opponent's effects." (相手の効果でレストにされない): the opponent's
/// rest effect leaves it active while it rests the opponent's other Character; its controller's
/// own effect still rests it.
#[test]
fn r1_3_3_cannot_be_rested_by_your_opponents_effects() {
    let guard = character("TST-P01", 1, 1000, vec![permanent(Prohibition::BeRestedByOpponentsEffects)]);
    let plain = character("TST-P02", 1, 1000, vec![]);
    let build = |seat: Seat, side: Side| {
        Scenario::new().card(guard.clone()).card(plain.clone()).card(rest_all("TST-P03", side)).hand(A, &["TST-P03"]).field(seat, &["TST-P01", "TST-P02"]).build()
    };
    let mut g = build(B, Side::Opponent);
    let (t, other) = (char_card(&g, B, "TST-P01"), char_card(&g, B, "TST-P02"));
    play!(g, hand_card(&g, A, "TST-P03"));
    assert_eq!(g.is_rested(t), Some(false), "the opponent's rest effect");
    assert_eq!(g.is_rested(other), Some(true), "the other Character is rested");
    let mut g = build(A, Side::You);
    let t = char_card(&g, A, "TST-P01");
    play!(g, hand_card(&g, A, "TST-P03"));
    assert_eq!(g.is_rested(t), Some(true), "its controller's own effect rests it");
}

/// 1-3-3: "This Character cannot be K.O.'d or rested by your opponent's effects." (このキャラは相手の
/// 効果で、KOされずレストにされない): two prohibitions on one card, each against the opponent's
/// effects only.
#[test]
fn r1_3_3_cannot_be_koed_or_rested_by_your_opponents_effects() {
    let guard = character("TST-P04", 1, 1000, vec![permanent(Prohibition::BeKoedByOpponentsEffects), permanent(Prohibition::BeRestedByOpponentsEffects)]);
    let mut g = Scenario::new().card(guard).card(rest_all("TST-P05", Side::Opponent)).card(ko_all("TST-P06", Side::Opponent)).hand(A, &["TST-P05", "TST-P06"]).field(B, &["TST-P04"]).build();
    let t = char_card(&g, B, "TST-P04");
    play!(g, hand_card(&g, A, "TST-P05"));
    assert_eq!(g.is_rested(t), Some(false), "not rested");
    play!(g, hand_card(&g, A, "TST-P06"));
    assert_eq!(g.zone_of(t), Some(Zone::Character), "not K.O.'d");
}

/// 6-2-4 (the Refresh Phase sets the turn player's rested cards active), 1-3-3: "All Characters
/// with a cost of 5 or less do not become active in your and your opponent's Refresh Phases."
/// (コスト5以下のキャラすべては、お互いのリフレッシュフェイズでアクティブにならない): both players'
/// rested Characters of the filter stay rested through their owner's Refresh Phase; a cost-6
/// Character becomes active as usual.
#[test]
fn r6_2_4_characters_of_a_filter_do_not_become_active_in_either_refresh_phase() {
    let f = Filter::cost_at_most(5);
    let stay = Modifier::Prohibit(Prohibition::BecomeActiveInRefreshPhases);
    let jailer = character("TST-P07", 7, 7000, vec![
        Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::YourCharacters(f.clone()), modifier: stay.clone() } },
        Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::OpponentCharacters(f), modifier: stay } },
    ]);
    let mut g = Scenario::new()
        .card(jailer)
        .card(character("TST-P08", 3, 3000, vec![]))
        .card(character("TST-P09", 6, 6000, vec![]))
        .field(A, &["TST-P07"])
        .field_rested(A, &["TST-P08"])
        .field_rested(B, &["TST-P08", "TST-P09"])
        .build();
    let (mine, small, big) = (char_card(&g, A, "TST-P08"), char_card(&g, B, "TST-P08"), char_card(&g, B, "TST-P09"));
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.is_rested(small), Some(true), "the opponent's cost-3 Character stays rested");
    assert_eq!(g.is_rested(big), Some(false), "a cost-6 Character becomes active");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.is_rested(mine), Some(true), "its controller's cost-3 Character stays rested too");
}

/// 8-1-3-3 (a permanent effect works where its text says: 「手札のこのカードは」), 6-5-3: "This card
/// in your hand cannot be played by effects." (手札のこのカードは、効果で登場できない): an effect
/// that plays a Character card from the hand does not offer it (another card is); paying its cost
/// still plays it.
#[test]
fn r8_1_3_3_this_card_in_your_hand_cannot_be_played_by_effects() {
    let proud = character("TST-P10", 2, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Prohibit(Prohibition::BePlayedByEffects) },
    }]);
    let plays = main_event("TST-P11", 0, Effect::Play { from: PlayFrom::Hand, filter: Filter::cost_at_most(5), up_to: 1, rested: false });
    let build = |other: bool| {
        let mut hand = vec!["TST-P11", "TST-P10"];
        if other {
            hand.push("TST-P12");
        }
        Scenario::new().card(proud.clone()).card(plays.clone()).card(character("TST-P12", 2, 2000, vec![])).hand(A, &hand).don(A, 2, 0).build()
    };
    let mut g = build(true);
    play!(g, hand_card(&g, A, "TST-P11"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(numbers(&g, &candidates), vec!["TST-P12".to_string()], "only the other card is offered"),
        k => panic!("expected a choice of cards, got {k:?}"),
    }
    let mut g = build(false);
    play!(g, hand_card(&g, A, "TST-P11"));
    assert!(is_main(&g), "nothing to play: the effect ends");
    assert!(g.find(A, Zone::Character, "TST-P10").is_none(), "not played by the effect");
    play!(g, hand_card(&g, A, "TST-P10"));
    assert!(g.find(A, Zone::Character, "TST-P10").is_some(), "played by paying its cost");
}

/// "If all of your DON!! cards are rested, this Character cannot be removed from the field by
/// your opponent's effects." (自分のドン‼すべてがレストの場合、このキャラは相手の効果で場を離れ
/// ない): the protection holds only while no DON!! card of its controller's cost area is active
/// (`Condition::AtMost(Counted::YourActiveDon, 0)`, checked live). 8-1-3-3. 「永続効果」とは、
/// 有効な期間、常に何らかの効果を発生し続けている効果を指します。
#[test]
fn r8_1_3_3_a_protection_while_all_of_your_don_are_rested() {
    let guard = character("TST-G25", 1, 1000, vec![Ability::Permanent {
        conditions: vec![Condition::AtMost(Counted::YourActiveDon, 0)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeRemovedByOpponentsEffects) },
    }]);
    let build = |active| Scenario::new().card(guard.clone()).card(ko_all("TST-G02", Side::Opponent)).hand(A, &["TST-G02"]).field(B, &["TST-G25"]).don(B, active, 3).build();
    let mut g = build(0);
    let t = char_card(&g, B, "TST-G25");
    play!(g, hand_card(&g, A, "TST-G02"));
    assert_eq!(g.zone_of(t), Some(Zone::Character), "all three DON!! rested: not removed");
    let mut g = build(1);
    play!(g, hand_card(&g, A, "TST-G02"));
    assert!(g.find(B, Zone::Trash, "TST-G25").is_some(), "one DON!! active: K.O.'d");
}

/// "This Character cannot be K.O.'d by your opponent's effects and gains \[Blocker\]." (相手の
/// 効果でKOされず、【ブロッカー】を得る): two permanent effects of one line, both in force.
#[test]
fn a_prohibition_and_a_keyword_on_one_line() {
    let both = character("TST-G20", 1, 1000, vec![
        permanent(Prohibition::BeKoedByOpponentsEffects),
        Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Grant(Keyword::Blocker) } },
    ]);
    let mut g = Scenario::new().card(both).card(ko_all("TST-G02", Side::Opponent)).hand(A, &["TST-G02"]).field(A, &["TST-G13"]).card(with_attribute(character("TST-G13", 1, 6000, vec![]), Attribute::Strike)).field(B, &["TST-G20"]).build();
    let t = char_card(&g, B, "TST-G20");
    play!(g, hand_card(&g, A, "TST-G02"));
    assert_eq!(g.zone_of(t), Some(Zone::Character), "not K.O.'d by the opponent's effect");
    attack!(g, char_card(&g, A, "TST-G13"), g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Block { blockers, .. }) if blockers == vec![t]), "it may block: {:?}", kind(&g));
}

// ------------------------------------------------------------------------------- replacements

/// "If this Character would be removed from the field by your opponent's effect or K.O.'d, trash
/// this Character and draw 1 card instead." (このキャラがKOされる場合か、相手の効果で場を離れる
/// 場合、代わりに…): 8-1-3-4 — any K.O. (by either player's effect or in battle) and a removal by
/// the opponent's effect are replaced (the card is trashed, not K.O.'d: no K.O. timing); a removal
/// by its controller's own effect is not.
#[test]
fn replacement_of_a_removal_by_your_opponents_effect_or_a_ko() {
    let instead = Effect::Seq(vec![Effect::Targeted { sel: Selector::this(), act: Act::Trash }, draw(1)]);
    let rep = Ability::Replacement {
        event: Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: false,
        optional: false,
        instead,
    };
    let guard = character("TST-G21", 1, 1000, vec![rep]);
    let watcher = character("TST-G22", 6, 1000, vec![auto(When::CharacterKoed(Side::Either), draw(1))]);
    let bounce = |number: &str, side| main_event(number, 0, Effect::Targeted { sel: Selector::all(side, Targetable::Character, Filter::cost_at_most(1)), act: Act::ReturnToHand });
    let strong = character("TST-G19", 1, 6000, vec![]);
    let build = |seat, number: &str| {
        Scenario::new().card(guard.clone()).card(watcher.clone()).card(bounce("TST-G23", Side::Opponent)).card(bounce("TST-G24", Side::You)).card(ko_all("TST-G02", Side::Opponent)).card(strong.clone()).hand(A, &[number]).field(A, &["TST-G19"]).field_rested(seat, &["TST-G21"]).field(B, &["TST-G22"]).build()
    };
    // the opponent's return-to-hand effect
    let mut g = build(B, "TST-G23");
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-G23"));
    assert!(g.find(B, Zone::Trash, "TST-G21").is_some(), "trashed instead of returned");
    assert_eq!(g.hand(B).len(), hand + 1, "one card drawn, the Character not in hand");
    // the opponent's K.O. effect: trashed, not K.O.'d (the K.O. watcher of B stays still)
    let mut g = build(B, "TST-G02");
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-G02"));
    assert!(g.find(B, Zone::Trash, "TST-G21").is_some());
    assert_eq!(g.hand(B).len(), hand + 1, "the replacement's draw only: no K.O. happened");
    // a K.O. in battle
    let mut g = build(B, "TST-G23");
    let hand = g.hand(B).len();
    let t = char_card(&g, B, "TST-G21");
    attack!(g, char_card(&g, A, "TST-G19"), t);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-G21").is_some());
    assert_eq!(g.hand(B).len(), hand + 1, "replaced in battle too");
    // its controller's own return-to-hand effect is not replaced
    let mut g = build(A, "TST-G24");
    let ev = play!(g, hand_card(&g, A, "TST-G24"));
    assert_eq!(draws(&ev, A), 0, "no draw");
    assert!(g.find(A, Zone::Hand, "TST-G21").is_some(), "returned to hand");
}

/// "If your Character with a cost of 1 or less would be removed from the field by your
/// opponent's effect, you may add it to the top of your Life cards face-down instead." (「…が相手の
/// 効果で場を離れる場合、代わりに自分のライフの上に裏向きで加えることができる」): 8-1-3-4 — the
/// replaced card itself goes to the top of its owner's Life, face-down, instead of the hand; the
/// player may decline (8-1-3-4-1), and then it is returned as the effect says.
/// 8-1-3-4. 「置換効果」とは、「代わりに」と表記された効果を指します。
#[test]
fn r8_1_3_4_the_replaced_card_itself_added_to_the_top_of_your_life_instead() {
    let rep = Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::YourCharacters(Filter::cost_at_most(1)) },
        conditions: vec![],
        once_per_turn: true,
        optional: true,
        instead: Effect::Targeted { sel: Selector::chosen(), act: Act::ToLifeTopOrBottom { face_up: false, top_only: true } },
    };
    let keeper = character("TST-G26", 5, 1000, vec![rep]);
    let victim = character("TST-G27", 1, 1000, vec![]);
    let bounce = main_event("TST-G28", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(1)), act: Act::ReturnToHand });
    let build = || Scenario::new().card(keeper.clone()).card(victim.clone()).card(bounce.clone()).hand(A, &["TST-G28"]).field(B, &["TST-G26", "TST-G27"]).build();
    let mut g = build();
    let (life, hand) = (g.life(B).len(), g.hand(B).len());
    play!(g, hand_card(&g, A, "TST-G28"));
    assert_eq!(seat_now(&g), B, "its controller is asked: {:?}", kind(&g));
    yes(&mut g);
    assert_eq!(g.life(B).len(), life + 1, "added to the Life");
    let top = g.life(B).last().copied();
    assert_eq!(top, g.find(B, Zone::Life, "TST-G27"), "at the top");
    assert_eq!(top.and_then(|t| g.life_face_up(t)), Some(false), "face-down");
    assert_eq!(g.hand(B).len(), hand, "not returned to the hand");
    assert_eq!(g.zone_of(char_card(&g, B, "TST-G26")), Some(Zone::Character), "the card with the replacement stays");
    // declined: returned to the hand as the effect says
    let mut g = build();
    let life = g.life(B).len();
    play!(g, hand_card(&g, A, "TST-G28"));
    no(&mut g);
    assert!(g.find(B, Zone::Hand, "TST-G27").is_some(), "returned to the hand");
    assert_eq!(g.life(B).len(), life);
}

/// "If this Character would be removed from the field by your opponent's effect, you may rest 1
/// of your opponent's Characters instead." (「このキャラが相手の効果で場を離れる場合、代わりに相手の
/// キャラ1枚をレストにできる」): exactly one, an active one; with none active the "instead" part
/// cannot be done, so the replacement does not apply and the card leaves.
/// 8-1-3-4-5. 「代わりに」と表記された指示を実行できない場合、その置換効果は適用できません。
#[test]
fn r8_1_3_4_5_rest_one_of_your_opponents_characters_instead_only_when_one_is_active() {
    let rep = Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: true,
        optional: true,
        instead: Effect::Targeted { sel: Selector { up_to: false, ..Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()) }, act: Act::Rest },
    };
    let guard = character("TST-G29", 5, 1000, vec![rep]);
    let other = character("TST-G30", 1, 1000, vec![]);
    let bounce = main_event("TST-G31", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand });
    let scenario = || Scenario::new().card(guard.clone()).card(other.clone()).card(bounce.clone()).hand(A, &["TST-G31"]).field(B, &["TST-G29"]);
    let mut g = scenario().field(A, &["TST-G30"]).build();
    play!(g, hand_card(&g, A, "TST-G31"));
    assert_eq!(seat_now(&g), B, "its controller is asked: {:?}", kind(&g));
    yes(&mut g);
    while seat_now(&g) == B && !is_main(&g) {
        let c = char_card(&g, A, "TST-G30");
        pick(&mut g, &[c]);
    }
    assert!(g.find(B, Zone::Character, "TST-G29").is_some(), "stays on the field");
    let rested = g.find(A, Zone::Character, "TST-G30").and_then(|c| g.is_rested(c));
    assert_eq!(rested, Some(true), "the opponent's Character is rested instead");
    // the opponent's only Character is rested already: nothing to rest, no replacement
    let mut g = scenario().field_rested(A, &["TST-G30"]).build();
    play!(g, hand_card(&g, A, "TST-G31"));
    assert!(g.find(B, Zone::Hand, "TST-G29").is_some(), "returned to the hand: {:?}", kind(&g));
}

/// The same with "rest up to 1 of your opponent's Characters instead": an "up to" part can always
/// be done (0 may be chosen, 8-4-4-1), so with no active Character to rest it still applies and
/// the card stays.
/// 8-1-3-4-5. 「代わりに」と表記された指示を実行できない場合、その置換効果は適用できません。
#[test]
fn r8_1_3_4_5_an_up_to_instead_part_can_always_be_done() {
    let rep = Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: true,
        optional: true,
        instead: Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Rest },
    };
    let guard = character("TST-G37", 5, 1000, vec![rep]);
    let other = character("TST-G30", 1, 1000, vec![]);
    let bounce = main_event("TST-G31", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand });
    let mut g = Scenario::new().card(guard).card(other).card(bounce).hand(A, &["TST-G31"]).field(B, &["TST-G37"]).field_rested(A, &["TST-G30"]).build();
    play!(g, hand_card(&g, A, "TST-G31"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })), "asked: {:?}", kind(&g));
    yes(&mut g);
    while !is_main(&g) {
        pick(&mut g, &[]);
    }
    assert!(g.find(B, Zone::Character, "TST-G37").is_some(), "replaced: it stays");
}

/// "If your Leader has the {Sky Pirates} type and this Character would be removed from the field
/// by your opponent's effect, you may place 1 of your Characters at the bottom of the owner's deck
/// instead." (「自分のリーダーが特徴《…》を持ち、このキャラが相手の効果で場を離れる場合、代わりに…」):
/// the condition joined to the event gates the replacement (8-1-3-4); met, the other Character
/// goes to the bottom of the deck and this one stays; not met, this one is returned.
#[test]
fn r8_1_3_4_a_replacement_under_a_condition_joined_to_its_event() {
    let rep = Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![Condition::LeaderHasTrait("Sky Pirates".into())],
        once_per_turn: true,
        optional: true,
        instead: Effect::MayPay {
            cost: vec![Cost::FieldTo { count: 1, side: Side::You, filter: Filter { not_this: true, ..Filter::any() }, to: Dest::Deck { bottom: true } }],
            then: Box::new(Effect::Nothing),
        },
    };
    let guard = character("TST-G32", 5, 1000, vec![rep]);
    let other = character("TST-G33", 6, 1000, vec![]);
    let bounce = main_event("TST-G34", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(5)), act: Act::ReturnToHand });
    let mut leader = CardDef::vanilla("TST-G35", "TST-G35", CardKind::Leader, Colour::Red);
    leader.traits = vec!["Sky Pirates".into()];
    let plain = CardDef::vanilla("TST-G36", "TST-G36", CardKind::Leader, Colour::Red);
    let build = |l: &str| Scenario::new().card(guard.clone()).card(other.clone()).card(bounce.clone()).card(leader.clone()).card(plain.clone()).leader(B, l).hand(A, &["TST-G34"]).field(B, &["TST-G32", "TST-G33"]).build();
    let mut g = build("TST-G35");
    play!(g, hand_card(&g, A, "TST-G34"));
    assert_eq!(seat_now(&g), B, "its controller is asked: {:?}", kind(&g));
    yes(&mut g);
    while seat_now(&g) == B && !is_main(&g) {
        let c = char_card(&g, B, "TST-G33");
        pick(&mut g, &[c]);
    }
    assert!(g.find(B, Zone::Character, "TST-G32").is_some(), "stays on the field");
    assert!(g.find(B, Zone::Deck, "TST-G33").is_some(), "the other Character placed at the bottom of the deck");
    let mut g = build("TST-G36");
    play!(g, hand_card(&g, A, "TST-G34"));
    assert!(g.find(B, Zone::Hand, "TST-G32").is_some(), "the Leader lacks the type: returned to the hand");
}

/// "If this Character would be K.O.'d in battle, draw 1 card instead." (このキャラがバトルでKOされる
/// 場合、代わりに…): 8-1-3-4 — the replacement names its cause: a K.O. in battle is replaced (the
/// Character stays, its controller draws), a K.O. by an effect is not.
/// 8-1-3-4. 「置換効果」とは、「代わりに」と表記された効果を指します。
#[test]
fn r8_1_3_4_would_be_koed_in_battle_replaces_a_battle_ko_only() {
    let guard = character("TST-G40", 1, 1000, vec![Ability::Replacement {
        event: Replaceable::WouldBeKoed { target: StaticTarget::This, cause: Some(KoCause::Battle) },
        conditions: vec![],
        once_per_turn: false,
        optional: false,
        instead: draw(1),
    }]);
    let strong = character("TST-G41", 1, 6000, vec![]);
    let build = || Scenario::new().card(guard.clone()).card(strong.clone()).card(ko_all("TST-G02", Side::Opponent)).hand(A, &["TST-G02"]).field(A, &["TST-G41"]).field_rested(B, &["TST-G40"]).build();
    let mut g = build();
    let hand = g.hand(B).len();
    let t = char_card(&g, B, "TST-G40");
    attack!(g, char_card(&g, A, "TST-G41"), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "the battle K.O. replaced: it stays");
    assert_eq!(g.hand(B).len(), hand + 1, "drew instead");
    let mut g = build();
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-G02"));
    assert!(g.find(B, Zone::Trash, "TST-G40").is_some(), "an effect's K.O. is not replaced");
    assert_eq!(g.hand(B).len(), hand, "no draw");
}
