//! What the compiler cannot read is reported with its exact byte span, and never guessed;
//! reminder text means nothing.

use game_core::Lang;
use opcg_cards::compile::{compile_text, compile_trigger};
use opcg_engine::effect::{Ability, Act, Cost, Effect, When};
use opcg_engine::Keyword;

#[test]
fn an_unknown_sentence_is_reported_with_its_span_and_the_rest_is_read() {
    let text = "[On Play] Draw 1 card.\n[When Attacking] Juggle 3 oranges while singing.";
    let c = compile_text(text, Lang::En);
    assert_eq!(c.abilities.len(), 2);
    assert!(matches!(c.abilities[0], Ability::Auto { when: When::OnPlay, effect: Effect::Draw { .. }, .. }));
    // the unread one keeps its timing, its text to be carried out by hand
    assert_eq!(
        c.abilities[1],
        Ability::Auto {
            when: When::WhenAttacking,
            conditions: vec![],
            once_per_turn: false,
            optional: false,
            cost: vec![],
            effect: Effect::ByHand("Juggle 3 oranges while singing.".into())
        }
    );
    assert_eq!(c.unread.len(), 1);
    let u = &c.unread[0];
    assert_eq!(u.text, "Juggle 3 oranges while singing.");
    assert_eq!(&text[u.span.clone()], u.text);
}

#[test]
fn the_unread_span_is_the_failing_sentence_after_a_read_one() {
    let text = "[On Play] Draw 1 card. Then, juggle 3 oranges.";
    let c = compile_text(text, Lang::En);
    // a partly read ability is not kept as read: all of it is carried out by hand
    assert_eq!(c.abilities.len(), 1);
    assert!(matches!(&c.abilities[0], Ability::Auto { when: When::OnPlay, effect: Effect::ByHand(t), .. } if t == "Draw 1 card. Then, juggle 3 oranges."));
    assert_eq!(c.unread.len(), 1);
    assert_eq!(c.unread[0].text, "juggle 3 oranges.");
    assert_eq!(&text[c.unread[0].span.clone()], "juggle 3 oranges.");
}

#[test]
fn japanese_unread_spans_are_byte_ranges_of_the_text() {
    let text = "【ブロッカー】\n【登場時】みかんを3個投げる。";
    let c = compile_text(text, Lang::Ja);
    assert_eq!(c.keywords, vec![Keyword::Blocker]);
    assert_eq!(c.unread.len(), 1);
    assert_eq!(c.unread[0].text, "みかんを3個投げる。");
    assert_eq!(&text[c.unread[0].span.clone()], "みかんを3個投げる。");
}

#[test]
fn an_unread_trigger_is_reported_whole() {
    let u = compile_trigger("[Trigger] Sing a song.", Lang::En).unwrap_err();
    assert_eq!(u.text, "Sing a song.");
    assert_eq!(u.span, 10..22);
}

#[test]
fn reminder_text_is_ignored() {
    for text in [
        "[Blocker] (anything at all in here)",
        "[Blocker]",
        "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
    ] {
        let c = compile_text(text, Lang::En);
        assert_eq!(c.keywords, vec![Keyword::Blocker], "{text}");
        assert!(c.unread.is_empty());
    }
    let c = compile_text("【速攻】(なんでもよい)", Lang::Ja);
    assert_eq!(c.keywords, vec![Keyword::Rush]);
    // a stand-alone reminder line after a granting ability is skipped too
    let c = compile_text("[On Play] This Character gains [Rush] during this turn.\n(Some reminder.)", Lang::En);
    assert!(c.unread.is_empty());
    assert!(matches!(
        &c.abilities[..],
        [Ability::Auto { when: When::OnPlay, effect: Effect::Targeted { act: Act::Grant(Keyword::Rush, _), .. }, .. }]
    ));
}

#[test]
fn the_cost_reminder_of_don_minus_is_ignored() {
    let a = compile_text("[On Play] DON!! \u{2212}2 (whatever it says): Draw 1 card.", Lang::En);
    let b = compile_text(
        "[On Play] DON!! \u{2212}2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 1 card.",
        Lang::En,
    );
    assert!(a.unread.is_empty());
    assert_eq!(a, b);
}

#[test]
fn the_circled_don_cost_keeps_its_notation() {
    // the older ① notation is the same cost as "rest 1 of your DON!! cards" (the engine pays both
    // alike); it is kept apart so that the text renders back the way it was printed
    let old = compile_text(
        "[Activate: Main] \u{2460} (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Draw 1 card.",
        Lang::En,
    );
    let new = compile_text("[Activate: Main] You may rest 1 of your DON!! cards and this Character: Draw 1 card.", Lang::En);
    assert!(old.unread.is_empty() && new.unread.is_empty());
    let cost = |c: &opcg_cards::compile::Compiled| match &c.abilities[..] {
        [Ability::Activated { cost, .. }] => cost.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(cost(&old), vec![Cost::RestDonSymbol(1), Cost::RestThis]);
    assert_eq!(cost(&new), vec![Cost::RestDon(1), Cost::RestThis]);
    let ja = compile_text("【起動メイン】①(コストエリアのドン‼を指定の数レストにできる)，このキャラをレストにできる：カード1枚を引く。", Lang::Ja);
    assert_eq!(ja, old);
    let ja_comma = compile_text("【起動メイン】①(コストエリアのドン‼を指定の数レストにできる)、このキャラをレストにできる：カード1枚を引く。", Lang::Ja);
    assert_eq!(ja_comma, old);
}

#[test]
fn both_japanese_spellings_of_resting_don_and_this_read_the_same() {
    let a = compile_text("【起動メイン】自分のドン‼1枚をレストにし、このキャラをレストにできる：カード1枚を引く。", Lang::Ja);
    let b = compile_text("【起動メイン】自分のドン!!1枚とこのキャラをレストにできる：カード1枚を引く。", Lang::Ja);
    assert!(a.unread.is_empty() && b.unread.is_empty());
    assert_eq!(a, b);
}

#[test]
fn a_trigger_line_inside_the_effect_text_is_read_as_the_trigger() {
    let c = compile_text("[Blocker]\n[Trigger] Play this card.", Lang::En);
    assert!(c.unread.is_empty());
    assert_eq!(c.keywords, vec![Keyword::Blocker]);
    assert_eq!(c.trigger, Some(Effect::PlayThis { rested: false }));
    let j = compile_text("【ブロッカー】\n【トリガー】このカードを登場させる。", Lang::Ja);
    assert_eq!(j, c);
    let bad = compile_text("[On Play] Draw 1 card.\n[Trigger] Sing.", Lang::En);
    assert_eq!(bad.unread.len(), 1);
    assert_eq!(bad.unread[0].text, "Sing.");
}

#[test]
fn an_unknown_condition_or_cost_is_reported_alone() {
    let text = "[On Play] If the moon is full, draw 1 card.";
    let c = compile_text(text, Lang::En);
    assert_eq!(c.unread.len(), 1);
    assert_eq!(c.unread[0].text, "If the moon is full,");
    assert_eq!(&text[c.unread[0].span.clone()], "If the moon is full,");
    let text = "[On Play] If you have 2 or less Life cards, juggle 3 oranges.";
    let c = compile_text(text, Lang::En);
    assert_eq!(c.unread[0].text, "juggle 3 oranges.");
    let text = "[Activate: Main] You may sing a song: Draw 1 card.";
    let c = compile_text(text, Lang::En);
    assert_eq!(c.unread[0].text, "You may sing a song:");
    let text = "【登場時】月が満ちている場合、カード1枚を引く。";
    let c = compile_text(text, Lang::Ja);
    assert_eq!(c.unread[0].text, "月が満ちている場合、");
    assert_eq!(&text[c.unread[0].span.clone()], "月が満ちている場合、");
    let text = "【起動メイン】歌を歌うことができる：カード1枚を引く。";
    let c = compile_text(text, Lang::Ja);
    assert_eq!(c.unread[0].text, "歌を歌うことができる：");
}

#[test]
fn two_timings_make_two_abilities_or_one_with_once_per_turn() {
    let c = compile_text("[On Play]/[When Attacking] Draw 1 card.", Lang::En);
    assert!(c.unread.is_empty());
    assert!(matches!(
        &c.abilities[..],
        [Ability::Auto { when: When::OnPlay, .. }, Ability::Auto { when: When::WhenAttacking, .. }]
    ));
    // with [Once Per Turn]: two twins, which the engine gives one count (`Game::once_key`)
    let c = compile_text("[On Play]/[When Attacking] [Once Per Turn] Draw 1 card.", Lang::En);
    assert!(c.unread.is_empty());
    assert!(matches!(
        &c.abilities[..],
        [Ability::Auto { when: When::OnPlay, once_per_turn: true, .. }, Ability::Auto { when: When::WhenAttacking, once_per_turn: true, .. }]
    ));
    // activated abilities have no such timing: left unread
    let c = compile_text("[Main]/[Counter] [Once Per Turn] Draw 1 card.", Lang::En);
    assert!(c.abilities.is_empty());
    assert_eq!(c.unread.len(), 1);
}

/// Unread text keeps the moment it happens at: activation timings, [Once Per Turn], the
/// [Trigger]; a permanent line has no moment to stop at, and is only reported.
#[test]
fn unread_text_keeps_its_timing_in_both_languages() {
    let c = compile_text("[Activate: Main] [Once Per Turn] Juggle 3 oranges.\nThis Character juggles.", Lang::En);
    assert_eq!(c.unread.len(), 2);
    assert_eq!(c.abilities.len(), 1);
    assert!(matches!(&c.abilities[0], Ability::Activated { once_per_turn: true, effect: Effect::ByHand(t), .. } if t == "Juggle 3 oranges."));
    let c = compile_text("【登場時】みかんを3つ投げる。", Lang::Ja);
    assert!(matches!(&c.abilities[..], [Ability::Auto { when: When::OnPlay, effect: Effect::ByHand(t), .. }] if t == "みかんを3つ投げる。"));
    let card = opcg_cards::PrintedCard {
        number: "X-1".into(),
        kind: opcg_engine::CardKind::Event,
        colours: vec![opcg_engine::Colour::Red],
        cost: Some(1),
        power: None,
        counter: None,
        life: None,
        attributes: vec![],
        rarity: String::new(),
        block: None,
        texts: [(Lang::En, opcg_cards::CardText { name: "X".into(), traits: vec![], effect: String::new(), trigger: Some("[Trigger] Juggle.".into()) })].into_iter().collect(),
    };
    let cc = opcg_cards::compile_card(&card, Lang::En);
    assert!(cc.trigger_unread.is_some());
    assert_eq!(cc.def.trigger, Some(Effect::ByHand("Juggle.".into())));
}
