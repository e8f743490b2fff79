import { describe, expect, it } from 'vitest';
import { TEXT_RULES, type TextChat } from './textRules';
import { checkText, matchesRule } from './textRulesCheck';
import { filterText } from './textFilter';
import { readLabelledSet, scoreRules } from '../../test/labelledText';

const CHATS: TextChat[] = ['anonymous', 'video', 'friend', 'room'];
const lines = readLabelledSet();

describe('text rules (data)', () => {
  it.each(TEXT_RULES.map((rule) => [rule.id, rule] as const))(
    '%s matches its own examples and none of its counter-examples',
    (id, rule) => {
      for (const text of rule.mustMatch) expect(matchesRule(id, text), text).toBe(true);
      for (const text of rule.mustNotMatch) expect(matchesRule(id, text), text).toBe(false);
    },
  );

  it('has ids that are unique and a labelled set of at least 300 lines covering every rule', () => {
    expect(new Set(TEXT_RULES.map((rule) => rule.id)).size).toBe(TEXT_RULES.length);
    expect(lines.length).toBeGreaterThanOrEqual(300);
    for (const rule of TEXT_RULES)
      expect(lines.filter((line) => line.labels.includes(rule.id)).length).toBeGreaterThan(20);
  });
});

describe('the labelled set', () => {
  const benign = lines.filter((line) => line.labels.length === 0);

  it.each(CHATS)('blocks, censors, flags or warns on no benign line in %s chat', (chat) => {
    for (const { text } of benign) {
      const verdict = checkText(text, chat);
      expect(verdict.hits, text).toEqual([]);
      expect(verdict.blocked || verdict.terminate || verdict.support, text).toBe(false);
      expect(verdict.text, text).toBe(filterText(text).clean);
    }
  });

  it('delivers the classic false positives of word filters untouched', () => {
    for (const text of [
      'Hello from Scunthorpe!',
      'I grew up in Penistone',
      'the cockpit of a plane',
      'shiitake mushrooms are my favourite',
      "Assassin's Creed is a great game",
      'I watched Dick Van Dyke in Mary Poppins',
      "I'm 14 years into my career",
    ]) {
      for (const chat of CHATS) expect(checkText(text, chat)).toMatchObject({ text, hits: [] });
    }
  });

  it('keeps precision at 100% per rule and recall of at least 90%', () => {
    for (const score of scoreRules(lines)) {
      expect(score.wronglyMatched, score.rule).toEqual([]);
      expect(score.recall, score.rule).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('checkText actions', () => {
  it('blocks "kys" and ends an anonymous chat, and flags it everywhere', () => {
    const verdict = checkText('just kys', 'anonymous');
    expect(verdict).toMatchObject({ blocked: true, terminate: true });
    expect(verdict.flags).toEqual(['self-harm-encouragement']);
    expect(verdict.notice?.message).toMatch(/not allowed/);
    expect(checkText('just kys', 'room')).toMatchObject({ blocked: true, terminate: false });
  });

  it('shows support, without any sanction, to someone who wants to hurt themselves', () => {
    for (const chat of CHATS) {
      const verdict = checkText('I want to kill myself', chat);
      expect(verdict).toMatchObject({ support: true, blocked: false, terminate: false, flags: [] });
      expect(verdict.text).toBe('I want to kill myself');
    }
  });

  it('hides a phone number in anonymous chat with a warning, and leaves it between friends', () => {
    const verdict = checkText('call me 555-123-4567 ok', 'anonymous');
    expect(verdict).toMatchObject({ text: 'call me ************ ok', blocked: false });
    expect(verdict.notice?.rule).toBe('contact-details');
    expect(checkText('call me 555-123-4567 ok', 'friend')).toMatchObject({
      text: 'call me 555-123-4567 ok',
      hits: [],
    });
  });

  it.each([
    ['call me at 555-123-4567', 'call me at ************'],
    ['I live at 42 Baker Street London', 'I live at *************** London'],
    ['add me on snapchat: jimmy_2011', 'add me on snapchat: **********'],
    ['my snap is jimmyboy', 'my snap is ********'],
    ['@jimmy on insta', '****** on insta'],
    ['hmu on telegram @jimmy99 tonight', 'hmu on telegram ******** tonight'],
    ['my discord is jimmy#1234 ok', 'my discord is ********** ok'],
    ['email me jane.doe@example.org pls', 'email me ******************** pls'],
    ['+44 7700 900123 is my cell', '*************** is my cell'],
    ['my ig is jimmy.k and my snap is jimmyk_22', 'my ig is ******* and my snap is *********'],
    ['see instagram.com/jimmy_22 ok', 'see ********************** ok'],
  ])('masks only the contact detail in %j', (typed, delivered) => {
    for (const chat of ['anonymous', 'video'] as const) {
      const verdict = checkText(typed, chat);
      expect(verdict).toMatchObject({ text: delivered, hidden: 'contact', blocked: false });
      expect(verdict.notice?.rule).toBe('contact-details');
    }
    expect(checkText(typed, 'friend')).toMatchObject({ text: typed, hits: [] });
    expect(checkText(typed, 'friend').hidden).toBeUndefined();
  });

  it.each([
    'I love my instagram feed',
    'discord is down',
    'my kik scooter',
    'my snap is private',
    'add me on snap later',
    'the score was 3-2 at half time',
    'see you at 9:30pm',
    'it costs 25.99',
    'street food tacos are the best',
  ])('leaves %j as typed, with no note', (text) => {
    const verdict = checkText(text, 'anonymous');
    expect(verdict).toMatchObject({ text, hits: [] });
    expect(verdict.hidden).toBeUndefined();
  });

  it('sets no note when only profanity was starred', () => {
    const verdict = checkText('what the fuck', 'anonymous');
    expect(verdict.text).toBe('what the ****');
    expect(verdict.hidden).toBeUndefined();
  });

  it('flags a stated age under 18 in any chat; ends only the anonymous ones', () => {
    for (const chat of CHATS) expect(checkText("I'm 14", chat).flags).toEqual(['minor-age']);
    expect(checkText("I'm 14", 'video').terminate).toBe(true);
    expect(checkText("I'm 14", 'friend')).toMatchObject({ blocked: false, terminate: false });
    expect(checkText("I'm 14", 'friend').notice?.message).toMatch(/adults/);
  });

  it('still censors profanity beside the rules', () => {
    expect(checkText('what the fuck', 'room').text).toBe('what the ****');
  });
});
